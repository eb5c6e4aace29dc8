import Domain
import LineUI

/// What the parent asks of the Login module after it is shown.
@MainActor
public protocol LoginInput: AnyObject {
  /// Logs in with the session kept from an earlier run, saying so; `false` when none was kept.
  func restoreSavedSession() async -> Bool
  /// Ends `session` and says so (the parent then shows the login screen again).
  func logOut(_ session: AuthSession) async
}

/// A built Login module: the screen and the input to steer it.
public typealias LoginModule = BuiltModule<any LoginInput>

/// The Login module's one public entry: builds View, Interactor and Presenter, wires
/// them and the flow's Router through their initialisers and returns the screen.
public struct LoginBuilder {
  private let console: Console
  private let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore

  public init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore
  ) {
    self.console = console
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
  }

  /// - Parameters:
  ///   - backendLabel: where accounts live, shown in the title ("local database").
  ///   - router: the flow that owns the module: told when the user has logged in.
  @MainActor
  public func build(backendLabel: String, router: any LoginRouter) -> LoginModule {
    let view = LoginView(console: console)
    let presenter = LoginPresenter(
      backendLabel: backendLabel,
      view: view,
      interactor: LoginInteractor(
        authService: authService, preferencesService: preferencesService,
        savedSessions: savedSessions),
      router: router)
    return LoginModule(
      screen: ModuleScreen(view: view, presenter: presenter as any LoginPresenting),
      input: presenter)
  }
}
