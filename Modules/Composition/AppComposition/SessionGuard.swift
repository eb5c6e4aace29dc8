import Domain
import LineUI

/// Sends the user back to the login screen when the backend stops accepting the session
/// (a 401 in remote mode), after the current screen has shown its error.
@MainActor
final class SessionExpiry {
  /// Weak: the screens' services reach this object, and the stack holds the screens.
  private weak var stack: ScreenStack?
  private let console: Console
  private let authService: any AuthService
  /// Set while the way back to the login screen is queued, so it is queued once.
  private var isReturningToLogin = false

  init(stack: ScreenStack, console: Console, authService: any AuthService) {
    self.stack = stack
    self.console = console
    self.authService = authService
  }

  func sessionDidExpire(_ session: AuthSession) async {
    guard !isReturningToLogin, let stack else { return }
    isReturningToLogin = true
    try? await authService.logOut(session)
    await stack.afterCurrentLine { [self, weak stack] in
      console.line("The server no longer accepts your session; log in again.")
      await stack?.popToRoot()
      isReturningToLogin = false
    }
  }
}

/// A backend whose services report `.unauthorized` to `SessionExpiry` before rethrowing.
struct SessionGuardedBackend: Backend {
  let base: any Backend
  let expiry: SessionExpiry

  var label: String { base.label }
  var authService: any AuthService { base.authService }
  var preferencesService: any LoginPreferencesService { base.preferencesService }
  func restoredSession() async -> AuthSession? { await base.restoredSession() }

  func playerService(for session: AuthSession) -> any PlayerService {
    GuardedPlayerService(base: base.playerService(for: session), guard: guardFor(session))
  }

  func gatherService(for session: AuthSession) -> any GatherService {
    GuardedGatherService(base: base.gatherService(for: session), guard: guardFor(session))
  }

  func matchResultService(for session: AuthSession) -> any MatchResultService {
    GuardedMatchResultService(
      base: base.matchResultService(for: session), guard: guardFor(session))
  }

  func matchSnapshotService(for session: AuthSession) -> any MatchSnapshotService {
    GuardedMatchSnapshotService(
      base: base.matchSnapshotService(for: session), guard: guardFor(session))
  }

  private func guardFor(_ session: AuthSession) -> UnauthorizedGuard {
    UnauthorizedGuard { [weak expiry] in await expiry?.sessionDidExpire(session) }
  }
}

/// Runs a service call and reports `.unauthorized` before rethrowing it.
struct UnauthorizedGuard: Sendable {
  let onUnauthorized: @Sendable () async -> Void

  func run<T: Sendable>(_ call: () async throws -> T) async throws -> T {
    do {
      return try await call()
    } catch FootballGatherError.unauthorized {
      await onUnauthorized()
      throw FootballGatherError.unauthorized
    }
  }
}
