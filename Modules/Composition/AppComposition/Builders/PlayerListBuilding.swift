import Domain
import LineUI
import PlayerListFeature

/// Builds a user's player list: what `RosterFlow` asks for first.
@MainActor
protocol PlayerListBuilding {
  func buildPlayerList(for session: AuthSession, listener: any PlayerListListener)
    -> any Screen
}
