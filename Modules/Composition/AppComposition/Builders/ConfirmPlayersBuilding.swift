import ConfirmPlayersFeature
import Domain
import LineUI

/// Builds the teams screen for the selected players: what `MatchFlow` shows first.
@MainActor
protocol ConfirmPlayersBuilding {
  func buildConfirmPlayers(
    _ players: [Player], for session: AuthSession, listener: any ConfirmPlayersListener
  ) -> any Screen
}
