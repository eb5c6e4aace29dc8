/// The profiles that ship with archtool: `mvc`, `mvvm`, `mvp`, `mvp-c`, `viper`, `vip`
/// and `footballgather` (this repository's own layout, the default).
///
/// Awkward cases, decided once for every profile (see docs/METRICS.md):
/// - shared networking/storage folders (`Networking`, `Services`, `Storage`, ...) win over
///   file-name suffixes: `Networking/PlayerListRequest.swift` is `service`, not a view;
/// - `…ViewModel` is matched before `…View` and `…Model`; in VIPER it belongs to the
///   presenter (the presenter formats entities into view models);
/// - `…CellPresenter` is a presenter, not a view (matched by `Presenter` before `Cell`);
/// - view protocols (`…ViewProtocol`, `…ViewInterface`) are the view's contract and go
///   with the view; a protocol declared inside a presenter file stays with the presenter;
/// - VIP's `…Models.swift` (request/response/view-model enums) is the `models` layer,
///   matched before `…Model`;
/// - a VIPER or VIP module's `…Protocols.swift` (every role's protocol in one file) is the
///   `contracts` layer; VIP's `…Module.swift` builds the scene, so it is a configurator.
public enum BuiltInProfiles {
  /// Every built-in profile, in the order `profiles` lists them.
  public static let all: [LayerProfile] = [
    footballGather, mvc, mvvm, mvp, mvpc, viper, vip,
  ]

  /// The profile named `name`, if one is built in.
  public static func named(_ name: String) -> LayerProfile? {
    all.first { $0.name == name.lowercased() }
  }

  static let sharedFolders = [
    "Networking", "Network", "API", "Services", "Service", "Storage", "Persistence",
    "Database", "CoreData", "Store",
  ]

  static func rules(_ layer: String, suffixes: [String]) -> [LayerRule] {
    suffixes.map { LayerRule(layer: layer, suffix: $0) }
  }

  static func rules(_ layer: String, folders: [String]) -> [LayerRule] {
    folders.map { LayerRule(layer: layer, folder: $0) }
  }

  static let sharedServices = rules("service", folders: sharedFolders)

  /// A `Models` or `Entities` folder holds the app's model, even inside `Networking`
  /// (`Networking/Models/PlayerServiceModels.swift` is the model every screen shows).
  static func modelFolders(_ layer: String) -> [LayerRule] {
    rules(layer, folders: ["Models", "Entities"])
  }
  static let serviceSuffixes = rules(
    "service", suffixes: ["Service", "Client", "Store", "Repository", "API", "Manager"])

  /// Code vendored from other projects (CocoaPods, Carthage, a `Vendor` folder) is counted,
  /// as cloc counts it, in a `vendor` layer of its own: it is no role of the app.
  static let vendored = rules("vendor", folders: ["Pods", "Carthage", "Vendor", "ThirdParty"])

  /// Rules every pattern profile ends with, after its name rules: folders named after a
  /// role, the app's start-up, and what a file's types inherit (a `UIStackView` subclass
  /// in `Views/` is a view in every pattern). `folders` maps each layer to its folders.
  static func tail(_ folders: [(String, [String])]) -> [LayerRule] {
    folders.flatMap { rules($0.0, folders: $0.1) }
      + rules("app", suffixes: ["AppDelegate", "SceneDelegate"])
      + ["UIApplicationDelegate", "UIWindowSceneDelegate", "App"].map {
        LayerRule(layer: "app", inherits: $0)
      }
      + uiTypes.map { LayerRule(layer: "view", inherits: $0) }
  }

  /// UIKit, AppKit and SwiftUI types whose subclasses, conformers and extensions are
  /// screen code.
  static let uiTypes = [
    "UIViewController", "UITableViewController", "UICollectionViewController",
    "UINavigationController", "UIView", "UIStackView", "UIControl", "UIButton", "UILabel",
    "UIScrollView", "UITableView", "UICollectionView", "UITableViewCell",
    "UICollectionViewCell", "UIStoryboard", "UIColor", "UIFont", "UIImage",
    "UIViewControllerAnimatedTransitioning", "UITableViewDataSource", "UITableViewDelegate",
    "NSView", "NSViewController", "View", "ViewModifier",
  ]

  static let viewFolders = ("view", ["View", "Views", "Cells", "Cell", "UI"])

  public static let mvc = LayerProfile(
    name: "mvc", summary: "Model-View-Controller (UIKit style: view controllers are controllers)",
    rules: vendored + modelFolders("model") + sharedServices
      + rules("controller", suffixes: ["ViewController", "Controller"])
      + rules("view", suffixes: ["Cell", "View"]) + rules("model", suffixes: ["Model"])
      + serviceSuffixes
      + ["UIViewController", "UITableViewController", "UICollectionViewController"].map {
        LayerRule(layer: "controller", inherits: $0)
      }
      + tail([
        ("controller", ["Controller", "Controllers", "ViewControllers"]), viewFolders,
        ("model", ["Model"]),
      ]),
    infersFromUse: true)

  public static let mvvm = LayerProfile(
    name: "mvvm", summary: "Model-View-ViewModel (view controllers belong to the view)",
    rules: vendored + modelFolders("model") + sharedServices
      + rules("viewmodel", suffixes: ["ViewModel"])
      + rules("viewmodel", folders: ["ViewModels", "ViewModel"])
      + rules("view", suffixes: ["ViewController", "Cell", "View"])
      + rules("model", suffixes: ["Model"]) + serviceSuffixes
      + tail([viewFolders, ("model", ["Model"])]),
    infersFromUse: true)

  static let mvpCore =
    vendored + modelFolders("model") + sharedServices + rules("presenter", suffixes: ["Presenter"])
    + rules("view", suffixes: ["ViewProtocol", "ViewInterface", "ViewController", "Cell", "View"])
    + rules("model", suffixes: ["Model"]) + serviceSuffixes
    + tail([viewFolders, ("presenter", ["Presenter", "Presenters"]), ("model", ["Model"])])

  public static let mvp = LayerProfile(
    name: "mvp", summary: "Model-View-Presenter (cell presenters are presenters)", rules: mvpCore,
    infersFromUse: true)

  public static let mvpc = LayerProfile(
    name: "mvp-c", summary: "MVP with coordinators owning navigation",
    rules: rules("coordinator", suffixes: ["Coordinator"])
      + rules("coordinator", folders: ["Coordinators", "Coordinator"]) + mvpCore,
    infersFromUse: true)

  public static let viper = LayerProfile(
    name: "viper", summary: "View-Interactor-Presenter-Entity-Router with a module builder",
    rules: vendored + modelFolders("entity") + sharedServices
      + rules("interactor", suffixes: ["Interactor"])
      + rules("presenter", suffixes: ["Presenter", "ViewModel", "Formatter"])
      + rules("router", suffixes: ["Router", "Wireframe"])
      + rules("builder", suffixes: ["Builder", "Module", "Assembly", "Configurator"])
      + rules("entity", suffixes: ["Entity", "Entities", "Model"])
      + rules(
        "view",
        suffixes: ["ViewProtocol", "ViewInterface", "ViewController", "ViewState", "Cell", "View"])
      + contracts + serviceSuffixes
      + tail([
        viewFolders, ("presenter", ["Presenter", "Presenters"]),
        ("interactor", ["Interactor", "Interactors"]),
        ("router", ["Router", "Routers", "Wireframe", "Wireframes"]),
        ("entity", ["Model", "Entity"]),
      ]),
    infersFromUse: true)

  /// A module's protocol file (`LoginProtocols.swift`, `LoginInterfaces.swift`), declaring
  /// every role's contract.
  static let contracts = rules(
    "contracts", suffixes: ["Protocols", "Protocol", "Contract", "Interfaces", "Interface"])

  public static let vip = LayerProfile(
    name: "vip", summary: "Clean Swift VIP scenes (…Models files are the boundary models)",
    rules: vendored + modelFolders("model") + sharedServices + rules("models", suffixes: ["Models"])
      + rules("interactor", suffixes: ["Interactor"])
      + rules("presenter", suffixes: ["Presenter"]) + rules("router", suffixes: ["Router"])
      + rules("worker", suffixes: ["Worker"])
      + rules("configurator", suffixes: ["Configurator", "Builder", "Module"])
      + rules("view", suffixes: ["ViewController", "Cell", "View"])
      + rules("model", suffixes: ["Model"]) + contracts + serviceSuffixes
      + tail([
        viewFolders, ("presenter", ["Presenter", "Presenters"]),
        ("interactor", ["Interactor", "Interactors"]), ("router", ["Router", "Routers"]),
        ("worker", ["Worker", "Workers"]), ("model", ["Model"]),
      ]),
    infersFromUse: true)
}
