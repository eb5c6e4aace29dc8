import Domain
import LineUI
import LoginFeature
import MVCLogin
import MVPCLogin
import MVPLogin
import MVVMLogin
import TestSupport
import VIPLogin

/// The login screen of each pattern, built over TestSupport's in-memory accounts and shown
/// at the bottom of the stack, as the app shows it.
@MainActor
struct LoginScreens {
  /// What the app asks of a login screen once shown, whichever pattern wrote it.
  struct Controls {
    let restoreSavedSession: @MainActor () async -> Bool
    let logOut: @MainActor (AuthSession) async -> Void
  }

  let session: ScreenSession
  let auth: FakeAuthService
  let savedSessions: any SavedSessionStore
  let label = "local database"

  /// Shows `pattern`'s login screen; answers what the parent may ask of it.
  func start(_ pattern: Pattern) async -> Controls {
    let console = session.console
    let parent = session.parent
    let screen: any Screen
    let controls: Controls
    switch pattern {
    case .viper:
      let module = LoginBuilder(
        console: console, authService: auth, preferencesService: auth,
        savedSessions: savedSessions
      ).build(backendLabel: label, router: parent)
      screen = module.screen
      let input = module.input
      controls = Controls(
        restoreSavedSession: { await input.restoreSavedSession() },
        logOut: { await input.logOut($0) })
    case .mvc:
      (screen, controls) = shown(MVCLogin.LoginViewController.self, delegate: parent)
    case .mvvm:
      (screen, controls) = shown(MVVMLogin.LoginViewController.self, delegate: parent)
    case .mvp:
      (screen, controls) = shown(MVPLogin.LoginViewController.self, delegate: parent)
    case .mvpc:
      let coordinator = LoginCoordinator(
        console: console, authService: auth, preferencesService: auth,
        savedSessions: savedSessions, backendLabel: label, parent: parent)
      screen = coordinator.start()
      controls = Controls(coordinator)
    case .vip:
      let module = VIPLogin.LoginModule(
        console: console, authService: auth, preferencesService: auth,
        savedSessions: savedSessions, backendLabel: label
      ).assemble(delegate: parent)
      screen = module.screen
      let input = module.input
      controls = Controls(
        restoreSavedSession: { await input.restoreSavedSession() },
        logOut: { await input.logOut($0) })
    }
    await session.stack.setRoot(screen)
    return controls
  }

  /// An MVC, MVVM or MVP login screen of type `C`, telling `delegate`; and its controls.
  private func shown<C: LoginController>(_: C.Type, delegate: C.Delegate) -> (any Screen, Controls)
  {
    let controller = C(
      console: session.console, authService: auth, preferencesService: auth,
      savedSessions: savedSessions, backendLabel: label, delegate: delegate)
    return (controller, Controls(controller))
  }
}

/// A login screen's controller (MVC, MVVM, MVP) or coordinator (MVP-C): what the parent
/// asks of it once the screen is shown.
@MainActor
protocol KeepsSessions: AnyObject {
  func restoreSavedSession() async -> Bool
  func logOut(_ session: AuthSession) async
}

/// The login screen's controller in MVC, MVVM and MVP: the same initialiser, each with
/// its own module's delegate protocol.
@MainActor
protocol LoginController: Screen, KeepsSessions {
  associatedtype Delegate
  init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore,
    backendLabel: String, delegate: Delegate)
}

extension MVCLogin.LoginViewController: LoginController {}
extension MVVMLogin.LoginViewController: LoginController {}
extension MVPLogin.LoginViewController: LoginController {}
extension LoginCoordinator: KeepsSessions {}

extension LoginScreens.Controls {
  @MainActor
  init(_ screen: some KeepsSessions) {
    self.init(
      restoreSavedSession: { await screen.restoreSavedSession() },
      logOut: { await screen.logOut($0) })
  }
}
