import ConfirmPlayersFeature
import Domain
import GatherFeature
import HistoryFeature
import LineUI
import LoginFeature
import PlayerAddFeature
import PlayerDetailFeature
import PlayerEditFeature
import PlayerListFeature

/// What the router asks for when it opens a screen: one method per feature module, each
/// returning the built screen (RIBs' `…Buildable`). `ModuleFactory` builds the real
/// modules; the router's unit tests pass a fake that records what was asked for.
@MainActor
protocol ModuleBuilding {
  func makeLogin(listener: any LoginListener) -> any Screen
  func makePlayerList(for session: AuthSession, listener: any PlayerListListener)
    -> PlayerListModule
  func makePlayerAdd(named name: String?, for session: AuthSession, listener: any PlayerAddListener)
    -> any Screen
  func makePlayerDetail(
    showing player: Player, for session: AuthSession, listener: any PlayerDetailListener
  ) -> PlayerDetailModule
  func makePlayerEdit(
    _ field: PlayerField, of player: Player, for session: AuthSession,
    listener: any PlayerEditListener
  ) -> any Screen
  func makeConfirmPlayers(
    _ players: [Player], for session: AuthSession, listener: any ConfirmPlayersListener
  ) -> any Screen
  func makeGather(_ gather: Gather, for session: AuthSession, listener: any GatherListener)
    -> any Screen
  func makeGather(
    resuming snapshot: MatchSnapshot, for session: AuthSession, listener: any GatherListener
  ) -> any Screen
  func makeHistory(for session: AuthSession, listener: any HistoryListener) -> any Screen
}
