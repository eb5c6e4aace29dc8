import Domain
import LineUI

/// What the app asks of the login scene once it is shown.
@MainActor
public protocol LoginSceneInput: AnyObject {
  /// Logs in with the session kept from an earlier run, saying so; `false` when none was.
  func restoreSavedSession() async -> Bool
  func logOut(_ session: AuthSession) async
}

/// Assembles the login scene (view controller, interactor, presenter, router), each
/// through its initialiser, and returns the screen with the scene's input.
@MainActor
public struct LoginModule {
  private let console: Console
  private let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore
  private let backendLabel: String

  public init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore,
    backendLabel: String
  ) {
    self.console = console
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
    self.backendLabel = backendLabel
  }

  public func assemble(delegate: any LoginRouterDelegate) -> BuiltModule<any LoginSceneInput> {
    let viewController = LoginViewController(
      console: console, router: LoginRouter(delegate: delegate))
    let interactor = LoginInteractor(
      presenter: LoginPresenter(view: viewController, backendLabel: backendLabel),
      authService: authService, preferencesService: preferencesService,
      savedSessions: savedSessions)
    return BuiltModule(
      screen: ModuleScreen(
        view: viewController, presenter: interactor as any LoginBusinessLogic),
      input: interactor)
  }
}
