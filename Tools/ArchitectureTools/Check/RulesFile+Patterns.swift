/// The rules `check --profile P` applies for each pattern (docs/METRICS.md, "Rules per
/// pattern"). Each states the pattern's own promise, as its proponents put it.
extension RulesFile {
  /// The built-in rules of profile `name`, if it has any.
  public static func builtIn(_ name: String) -> RulesFile? {
    switch name.lowercased() {
    case "viper": return .viper
    case "mvc": return .mvc
    case "mvvm": return .mvvm
    case "mvp": return .mvp
    case "mvp-c": return .mvpc
    case "vip": return .vip
    default: return nil
    }
  }

  static let ioTypes = [
    "URLSession", "URLRequest", "FileManager", "FileHandle", "Process", "UserDefaults",
  ]

  /// The roles of one module's screen: another module reaches them through its builder.
  static let screenRoles = ["view", "presenter", "interactor", "router"]

  /// Modules that draw a user interface.
  static let uiModules = ["UIKit", "SwiftUI", "AppKit", "LineUI"]

  static let noIO = "no-io-in-presenter-or-view"
  static let noIOWhy =
    "input and output of data belong to the interactor (through a service); the presenter "
    + "formats, the view shows"

  /// VIPER: the view knows only its presenter, the interactor no UI and no router, an
  /// entity nothing; another module's screen only through its builder.
  public static let viper = RulesFile(
    profile: "viper",
    rules: [
      Rule(
        layer: "view", mayNotReference: ["interactor", "router", "service", "entity"],
        mayNotReferenceOtherModules: screenRoles),
      Rule(layer: "view", mayNotUse: ioTypes, name: noIO, why: noIOWhy),
      Rule(
        layer: "presenter", mayNotReference: ["service"],
        mayNotReferenceOtherModules: screenRoles),
      Rule(layer: "presenter", mayNotUse: ioTypes, name: noIO, why: noIOWhy),
      Rule(
        layer: "interactor", mayNotReference: ["view", "router"],
        mayNotReferenceOtherModules: screenRoles),
      Rule(layer: "router", mayNotReferenceOtherModules: screenRoles),
      Rule(layer: "entity", mayNotReference: ["view", "presenter", "interactor", "router"]),
    ])

  /// MVC: the model never imports the UI, nor knows a controller or a view.
  public static let mvc = RulesFile(
    profile: "mvc",
    rules: [
      Rule(
        layer: "model", mayNotReference: ["controller", "view"], mayNotImport: uiModules,
        name: "mvc-model-knows-no-ui",
        why: "the model holds data and rules; the controller shows it and tells it what to do")
    ], mutual: [["controller", "view"]])

  /// What a presentation layer returns when it scripts its view: the old MVVM variant's
  /// `[Feedback]`, a login `Outcome`, a command list.
  static let viewCommands = ["*Feedback", "*Command", "*Commands", "*Outcome"]
  /// The observable boxes of the MVVM articles (and Combine's, RxSwift's).
  static let bindings = [
    "Observable", "Dynamic", "Box", "CurrentValueSubject", "PassthroughSubject",
    "BehaviorRelay", "PublishRelay",
  ]

  /// MVVM: a view model knows no view and no UI toolkit type (it is tested without one),
  /// and tells its view only through outputs the view binds: no function of it returns a
  /// script of view commands; the model knows neither.
  public static let mvvm = RulesFile(
    profile: "mvvm",
    rules: [
      Rule(
        layer: "viewmodel", mayNotReference: ["view"], mayNotImport: uiModules,
        name: "mvvm-view-model-knows-no-view",
        why: "a view model exposes state and commands in plain types; the view reads them"),
      Rule(
        layer: "viewmodel", mustUseOneOf: bindings,
        name: "mvvm-view-model-exposes-observable-outputs",
        why: "a view model's outputs are values the view binds to: `Observable<T>` (or "
          + "`Dynamic`, `Box`, a Combine subject) properties the view binds once"),
      Rule(
        layer: "viewmodel", mayNotReturn: viewCommands,
        name: "mvvm-view-model-binds-no-view-commands",
        why: "expose what the view shows as outputs it binds once (`Observable<T>` with "
          + "`bind`); an input answers nothing, so nothing scripts the view"),
      Rule(
        layer: "model", mayNotReference: ["view", "viewmodel"], mayNotImport: uiModules,
        name: "mvvm-model-knows-no-ui", why: "the model is plain data and rules"),
    ], mutual: [])

  static let mvpRules = [
    Rule(
      layer: "presenter", mayNotReferenceConcrete: ["view"],
      name: "mvp-presenter-talks-to-a-view-protocol",
      why: "hold the view as the protocol it implements, so a test can pass a mock view"),
    Rule(
      layer: "model", mayNotReference: ["view", "presenter"], mayNotImport: uiModules,
      name: "mvp-model-knows-no-ui", why: "the model is plain data and rules"),
  ]

  /// MVP's passive view: the presenter owns the screen's state; the view shows it and
  /// keeps at most what it needs to ask its next question.
  static let mvpStoredState = [
    StoredStateRule(
      ownerSuffix: "Presenter", holderSuffix: "View",
      name: "mvp-view-holds-no-presenter-state",
      why: "keep the state in the presenter and pass the view what it shows; the view stores "
        + "only its collaborators (`let`, a `weak var delegate`)")
  ]

  /// MVP: the presenter talks to its view only through a protocol, and owns the state the
  /// view shows.
  public static let mvp = RulesFile(
    profile: "mvp", rules: mvpRules, mutual: [["presenter", "view"]],
    storedState: mvpStoredState)

  /// Calls and types that move from one screen to another.
  static let navigationCalls = [
    "pushViewController", "popViewController", "popToViewController",
    "popToRootViewController", "performSegue", "setViewControllers", "showDetailViewController",
  ]
  static let navigationTypes = [
    "UINavigationController", "UIStoryboardSegue", "*Builder", "*Building",
  ]

  /// MVP-C: only coordinators navigate: no other layer builds a screen (a builder) or
  /// shows one (a navigation controller, a segue); they ask their coordinator, which
  /// builds the view it then holds, so coordinator and view or presenter know each other.
  public static let mvpc = RulesFile(
    profile: "mvp-c",
    rules: ["view", "presenter", "model", "service"].map { layer in
      Rule(
        layer: layer, mayNotUse: navigationTypes, mayNotCall: navigationCalls,
        name: "mvp-c-only-coordinators-navigate",
        why: "ask the coordinator to go elsewhere; it builds and shows the next screen")
    } + mvpRules,
    mutual: [["presenter", "view"], ["coordinator", "view"], ["coordinator", "presenter"]],
    storedState: mvpStoredState)

  /// VIP: view -> interactor -> presenter -> view, one way round; what crosses each arrow
  /// is one use case's request, then its response (Clean Swift's `Scene.UseCase.Request`).
  /// A response carries the values its presentation needs, never the whole match (this
  /// repository's Domain `Match` and `MatchStatus`; issue 33).
  public static let vip = RulesFile(
    profile: "vip",
    rules: [
      ("view", "presenter"), ("interactor", "view"), ("presenter", "interactor"),
    ].map { layer, back in
      Rule(
        layer: layer, mayNotReference: [back], name: "vip-cycle-runs-one-way",
        why: "the view asks the interactor, the interactor tells the presenter, the presenter "
          + "tells the view; nothing answers the other way")
    }
      + ["presenter", "models"].map { layer in
        Rule(
          layer: layer, mayNotUse: ["Match", "MatchStatus"],
          name: "vip-presentation-takes-no-match",
          why: "put in the use case's Response the values its presentation needs (a "
            + "GoalEntry, the Score, MatchFacts), not Domain's Match")
      },
    mutual: [["router", "view"], ["interactor", "router"]],
    designedCycle: [["view", "interactor"], ["interactor", "presenter"], ["presenter", "view"]],
    methodParameters: [
      MethodParameterRule(
        protocolSuffix: "BusinessLogic", parameterSuffix: ".Request",
        name: "vip-business-logic-takes-requests",
        why: "give the use case a Request in its models (`enum UseCase { struct Request }`) "
          + "and pass the values in it"),
      MethodParameterRule(
        protocolSuffix: "PresentationLogic", parameterSuffix: ".Response",
        name: "vip-presentation-logic-takes-responses",
        why: "hand the presenter the use case's Response, which it turns into a ViewModel"),
    ])
}
