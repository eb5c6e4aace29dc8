import Domain
import PlayerListFeature

/// Builds a user's player list: what `RosterFlow` asks for first.
@MainActor
protocol PlayerListBuilding {
  /// The screen and its input, which the flow uses to put the list back in list mode.
  func buildPlayerList(for session: AuthSession, listener: any PlayerListListener)
    -> PlayerListModule
}
