import Domain
import LineUI
import LoginFeature
import PlayerDetailFeature
import PlayerListFeature

/// Routes between the feature modules: implements every module's listener and drives
/// the screen stack. The only place that knows which screen follows which.
///
/// Each listener lives in its own extension file (`AppRouter+PlayerList.swift`, ...).
@MainActor
final class AppRouter {
  let stack: ScreenStack
  let modules: any ModuleBuilding
  let console: Console
  let backend: any Backend
  /// The logged-in user's session; `nil` on the login screen.
  var session: AuthSession?
  /// The detail screen on the stack, told when its player changes on the edit screen.
  weak var playerDetail: (any PlayerDetailInput)?
  /// The logged-in user's player list: where a match returns to, in list mode.
  var playerList: PlayerListModule?

  init(stack: ScreenStack, modules: any ModuleBuilding, console: Console, backend: any Backend) {
    self.stack = stack
    self.modules = modules
    self.console = console
    self.backend = backend
  }

  /// Shows the first screen.
  func start() async {
    await stack.setRoot(modules.makeLogin(listener: self))
    if let saved = await backend.restoredSession() {
      console.line("Logged in as \(saved.user.username) (saved session; type logout to end it).")
      await loginDidSucceed(with: saved)
    }
  }

  /// Runs `body` with the session, or says that nobody is logged in.
  func withSession(_ body: (AuthSession) async -> Void) async {
    guard let session else { return console.error("log in first") }
    await body(session)
  }
}

extension AppRouter: LoginListener {
  func loginDidSucceed(with session: AuthSession) async {
    self.session = session
    let list = modules.makePlayerList(for: session, listener: self)
    playerList = list
    await stack.push(list.screen)
    await offerUnfinishedMatch(for: session)
  }
}
