import Domain
import LineUI
import LoginFeature
import PlayerListFeature

/// Routes between the feature modules: implements every module's listener and drives
/// the screen stack. The only place that knows which screen follows which.
@MainActor
final class AppRouter {
  private let stack: ScreenStack
  private let modules: ModuleFactory
  private let console: Console
  private let backend: any Backend
  private var session: AuthSession?

  init(stack: ScreenStack, modules: ModuleFactory, console: Console, backend: any Backend) {
    self.stack = stack
    self.modules = modules
    self.console = console
    self.backend = backend
  }

  /// Shows the first screen.
  func start() async {
    await stack.setRoot(modules.makeLogin(listener: self))
  }

  private func notBuiltYet(_ what: String) {
    console.error("\(what) is not available in this version yet")
  }
}

extension AppRouter: LoginListener {
  func loginDidSucceed(with session: AuthSession) async {
    self.session = session
    await stack.push(modules.makePlayerList(for: session, listener: self))
  }
}

extension AppRouter: PlayerListListener {
  func playerListDidRequestAddPlayer() async {
    notBuiltYet("adding players")
  }

  func playerListDidSelect(_ player: Player) async {
    notBuiltYet("the player detail screen")
  }

  func playerListDidRequestLogOut() async {
    if let session {
      try? await backend.authService.logOut(session)
    }
    session = nil
    console.line("Logged out.")
    await stack.popToRoot()
  }
}
