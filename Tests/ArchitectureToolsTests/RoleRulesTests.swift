import ArchitectureTools
import Testing

@Suite("check: presenters and views do no IO and never reach the interactor")
struct RoleRulesTests {
  func check(_ files: [String: String]) throws -> [Diagnostic] {
    try Fixtures.diagnostics(of: files)
  }

  static let module: [String: String] = [
    "Modules/Features/Login/LoginPresenter.swift": """
    protocol LoginInteracting { func logIn() }
    final class LoginPresenter {
      let interactor: any LoginInteracting
    }
    """,
    "Modules/Features/Login/LoginInteractor.swift": """
    struct LoginInteractor: LoginInteracting { func logIn() {} }
    """,
    "Modules/Features/Login/LoginView.swift":
      "struct LoginView { let presenter: LoginPresenter }\n",
  ]

  @Test func aCleanModulePasses() throws {
    let diagnostics = try check(Self.module)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
  }

  @Test func aViewHoldingTheInteractorsProtocolIsAViolation() throws {
    var files = Self.module
    files["Modules/Features/Login/LoginView.swift"] =
      "struct LoginView {\n  let shortcut: any LoginInteracting\n}\n"
    let diagnostics = try check(files)
    #expect(
      diagnostics.map { $0.rendered(root: ".") } == [
        "Modules/Features/Login/LoginView.swift:2:21: error: view-knows-only-its-presenter: "
          + "view LoginView references LoginInteracting (interactor) (call the presenter "
          + "through the …Presenting protocol; it asks the interactor and the router)"
      ])
  }

  @Test func aPresenterOrViewUsingIOTypesIsAViolation() throws {
    var files = Self.module
    files["Modules/Features/Login/LoginPresenter.swift"]! +=
      "\nextension LoginPresenter {\n  func f() { _ = URLSession.shared }\n}\n"
    files["Modules/Features/Login/LoginView.swift"] =
      "struct LoginView {\n  func f() { _ = FileManager.default }\n}\n"
    files["Modules/Features/Login/LoginInteractor.swift"]! +=
      "\nextension LoginInteractor {\n  func f() { _ = FileManager.default }\n}\n"
    let diagnostics = try check(files)
    #expect(
      diagnostics.map { "\($0.rule): \($0.message)" } == [
        "no-io-in-presenter-or-view: presenter LoginPresenter uses URLSession",
        "no-io-in-presenter-or-view: view LoginView uses FileManager",
      ])
  }
}
