import Domain
import LineUI
import LoginFeature
import PlayerAddFeature
import PlayerDetailFeature
import PlayerEditFeature
import PlayerListFeature

/// Builds each feature module with its dependencies; the router asks it for screens.
@MainActor
struct ModuleFactory {
  let console: Console
  let backend: any Backend
  /// Where the player list exports the roster to and imports it from.
  let files: any TextFileAccess

  func makeLogin(listener: any LoginListener) -> any Screen {
    LoginBuilder(
      console: console, authService: backend.authService,
      preferencesService: backend.preferencesService
    ).build(backendLabel: backend.label, listener: listener)
  }

  func makePlayerList(for session: AuthSession, listener: any PlayerListListener) -> any Screen {
    PlayerListBuilder(
      console: console, playerService: backend.playerService(for: session), files: files
    ).build(username: session.user.username, listener: listener)
  }

  func makePlayerAdd(for session: AuthSession, listener: any PlayerAddListener) -> any Screen {
    PlayerAddBuilder(console: console, playerService: backend.playerService(for: session))
      .build(listener: listener)
  }

  func makePlayerDetail(showing player: Player, listener: any PlayerDetailListener)
    -> PlayerDetailModule
  {
    PlayerDetailBuilder(console: console).build(player: player, listener: listener)
  }

  func makePlayerEdit(
    _ field: PlayerField, of player: Player, for session: AuthSession,
    listener: any PlayerEditListener
  ) -> any Screen {
    PlayerEditBuilder(console: console, playerService: backend.playerService(for: session))
      .build(player: player, field: field, listener: listener)
  }
}
