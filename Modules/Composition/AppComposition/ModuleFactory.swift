import Domain
import LineUI
import LoginFeature
import PlayerListFeature

/// Builds each feature module with its dependencies; the router asks it for screens.
@MainActor
struct ModuleFactory {
  let console: Console
  let backend: any Backend

  func makeLogin(listener: any LoginListener) -> any Screen {
    LoginBuilder(
      console: console, authService: backend.authService,
      preferencesService: backend.preferencesService
    ).build(backendLabel: backend.label, listener: listener)
  }

  func makePlayerList(for session: AuthSession, listener: any PlayerListListener) -> any Screen {
    PlayerListBuilder(console: console, playerService: backend.playerService(for: session))
      .build(username: session.user.username, listener: listener)
  }
}
