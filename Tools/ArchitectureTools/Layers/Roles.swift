/// The roles every pattern shares, so trees written in different patterns compare like
/// with like (docs/METRICS.md, "Roles").
///
/// Each profile maps its own layers onto these. An MVC view controller is `screen`: the
/// same UIKit class is the screen in the five other patterns, and MVC's point is that the
/// presentation logic stays in it, so MVC has no `presentation` row (n/a) and a bigger
/// `screen` row.
public enum Roles {
  /// In report order; `other` is always last.
  public static let all = [
    "screen", "presentation", "business", "navigation", "assembly", "contracts", "model",
    "service", "vendor", "support", "patterns", LayerProfile.otherLayer,
  ]

  /// What each role holds, for `archtool profiles` and the docs.
  public static let meaning: [String: String] = [
    "screen": "screen I/O: views, view controllers, cells, the UI toolkit",
    "presentation": "presentation logic: view models, presenters",
    "business": "business logic: interactors, workers, use cases",
    "navigation": "navigation: routers, wireframes, coordinators",
    "assembly": "assembly: builders, configurators, app start-up, the composition root",
    "contracts": "contracts: a module's protocol file, VIP's request/response/view-model types",
    "model": "the model: entities, models, the shared Domain",
    "service": "services: networking, storage, infrastructure",
    "vendor": "third-party code checked in (Pods, Carthage, Vendor): counted, no role of the app",
    "support": "this repository only: test support, test doubles, tools, Package.swift",
    "patterns": "this repository only: the pattern variants under Modules/Patterns",
    LayerProfile.otherLayer: "what no rule places",
  ]

  /// The role of each layer name the built-in profiles use.
  public static let defaults: [String: String] = [
    "view": "screen", "controller": "screen", "ui-toolkit": "screen",
    "viewmodel": "presentation", "presenter": "presentation", "screen-words": "presentation",
    "interactor": "business", "worker": "business",
    "router": "navigation", "coordinator": "navigation",
    "builder": "assembly", "configurator": "assembly", "app": "assembly",
    "composition": "assembly",
    "contracts": "contracts", "models": "contracts",
    "entity": "model", "model": "model", "domain": "model",
    "service": "service", "infrastructure": "service", "vendor": "vendor",
    "test-support": "support", "test-doubles": "support", "tools": "support",
    "manifest": "support", "patterns": "patterns",
  ]
}
