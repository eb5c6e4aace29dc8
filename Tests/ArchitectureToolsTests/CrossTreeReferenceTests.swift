import ArchitectureTools
import Testing

/// A small VIPER app without a Package.swift (like an Xcode project): two modules, a
/// contracts file per module, shared networking and models. Every type a rule is about is
/// declared in another folder than the file that uses it.
@Suite("check resolves names across the whole tree, protocols to the role that implements them")
struct CrossTreeReferenceTests {
  static let login = "/app/App/Modules/Login/"
  static let list = "/app/App/Modules/PlayerList/"

  static let clean: [String: String] = [
    login + "LoginProtocols.swift": """
    protocol LoginViewable: AnyObject { func show(_ model: LoginViewModel) }
    protocol LoginPresentable: AnyObject { func didTapLogin() }
    protocol LoginInteractable: AnyObject { func logIn() }
    protocol LoginRouterProtocol: AnyObject { func showPlayerList() }
    protocol LoginDelegate: AnyObject { func didLogIn() }
    """,
    login + "LoginViewController.swift": """
    final class LoginViewController: LoginViewable {
      var presenter: LoginPresentable?
      func show(_ model: LoginViewModel) {}
    }
    """,
    login + "LoginPresenter.swift": """
    struct LoginViewModel { let title: String }
    final class LoginPresenter: LoginPresentable {
      weak var view: LoginViewable?
      var interactor: LoginInteractable?
      var router: LoginRouterProtocol?
      weak var delegate: LoginDelegate?
      func didTapLogin() { interactor?.logIn() }
    }
    """,
    login + "LoginInteractor.swift": """
    final class LoginInteractor: LoginInteractable {
      weak var presenter: LoginPresentable?
      let service = LoginService()
      func logIn() { _ = Player(name: "Ann") }
    }
    """,
    login + "LoginRouter.swift": """
    final class LoginRouter: LoginRouterProtocol {
      func showPlayerList() { _ = PlayerListModule().build() }
    }
    """,
    login + "LoginModule.swift": """
    final class LoginModule {
      func build() -> LoginViewController {
        let view = LoginViewController()
        let presenter = LoginPresenter()
        presenter.interactor = LoginInteractor()
        presenter.router = LoginRouter()
        view.presenter = presenter
        return view
      }
    }
    """,
    list + "PlayerListModule.swift": """
    final class PlayerListModule {
      func build() -> PlayerListViewController { PlayerListViewController() }
    }
    """,
    list + "PlayerListViewController.swift":
      "final class PlayerListViewController { let cell = PlayerCell() }\n",
    list + "PlayerListPresenter.swift": "final class PlayerListPresenter {}\n",
    list + "PlayerListRouter.swift": "final class PlayerListRouter {}\n",
    list + "Cells/PlayerCell.swift": "final class PlayerCell { let p = PlayerListPresenter() }\n",
    "/app/App/Networking/LoginService.swift": "struct LoginService { func post() {} }\n",
    "/app/App/Models/Player.swift": "struct Player { let name: String }\n",
  ]

  func check(_ plants: [String: String]) throws -> (Int32, [String], String) {
    var files = Self.clean
    for (path, extra) in plants { files[path, default: ""] += "\n" + extra + "\n" }
    let (environment, output, errors) = Fixtures.environment(InMemoryFileSystem(files))
    let status = ArchTool(environment: environment).run(["check", "/app", "--profile", "viper"])
    let lines = errors.text.split(separator: "\n").map(String.init)
    return (status, lines, output.text)
  }

  @Test func theCleanTreePassesAndItsContractsFileMakesNoCycle() throws {
    let (status, errors, output) = try check([:])
    #expect(status == 0, "\(errors)")
    #expect(output == "check: 0 violations in 13 files (profile viper)\n")
  }

  /// Each planted line and the one diagnostic it must cause.
  static let plants: [(file: String, line: String, expected: String)] = [
    // The seven cases of issue 21.
    (
      "LoginViewController.swift", "let a = LoginInteractor()",
      "view LoginViewController references LoginInteractor (interactor)"
    ),
    (
      "LoginViewController.swift", "let a = LoginRouter()",
      "view LoginViewController references LoginRouter (router)"
    ),
    (
      "LoginInteractor.swift", "let a = LoginViewController()",
      "interactor LoginInteractor references LoginViewController (view)"
    ),
    (
      "LoginPresenter.swift", "let a = URLSession.shared",
      "presenter LoginPresenter uses URLSession"
    ),
    (
      "LoginPresenter.swift", "let a = PlayerListRouter()",
      "presenter LoginPresenter references PlayerListRouter, the router of module "
        + "App/Modules/PlayerList"
    ),
    (
      "LoginViewController.swift", "let a = LoginService()",
      "view LoginViewController references LoginService (service)"
    ),
    (
      "LoginViewController.swift", "var a: LoginInteractable?",
      "view LoginViewController references LoginInteractable (interactor)"
    ),
    // One more per rule.
    (
      "LoginViewController.swift", "let a = Player(name: \"x\")",
      "view LoginViewController references Player (entity)"
    ),
    (
      "LoginViewController.swift", "let a = FileManager.default",
      "view LoginViewController uses FileManager"
    ),
    (
      "LoginPresenter.swift", "let a = LoginService()",
      "presenter LoginPresenter references LoginService (service)"
    ),
    (
      "LoginInteractor.swift", "var a: LoginRouterProtocol?",
      "interactor LoginInteractor references LoginRouterProtocol (router)"
    ),
    (
      "LoginRouter.swift", "let a = PlayerListPresenter()",
      "router LoginRouter references PlayerListPresenter, the presenter of module "
        + "App/Modules/PlayerList"
    ),
    (
      "../../Models/Player.swift", "let a = LoginPresenter.self",
      "entity Player references LoginPresenter (presenter)"
    ),
  ]

  @Test(arguments: plants)
  func eachPlantedViolationIsFoundOnce(file: String, line: String, expected: String) throws {
    let path = file.hasPrefix("../../") ? "/app/App/" + file.dropFirst(6) : Self.login + file
    let (status, errors, _) = try check([path: "extension Planted { func f() { \(line) } }"])
    #expect(status == 1)
    #expect(errors.count == 1, "\(errors)")
    #expect(errors.first?.contains(expected) == true, "\(errors)")
  }

  @Test func aRulesFileNamingAnUnknownLayerIsAnErrorListingTheKnownOnes() throws {
    var files = Self.clean
    files["/app/rules.json"] =
      #"{"profile": "viper", "rules": [{"layer": "view", "mayNotReference": ["interactr"]}]}"#
    let (environment, _, errors) = Fixtures.environment(InMemoryFileSystem(files))
    let status = ArchTool(environment: environment).run(
      ["check", "/app", "--rules", "/app/rules.json"])
    #expect(status == 2)
    #expect(
      errors.text.hasPrefix(
        "archtool: error: rules /app/rules.json: rules[0] names layer 'interactr', which "
          + "profile viper does not have; its layers are "))
    #expect(errors.text.contains("interactor"))
  }
}
