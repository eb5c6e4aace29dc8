import ConfirmPlayersFeature
import Domain
import LineUI
import RatingsFeature

/// Builds what `MatchFlow` needs besides the match screen: the teams screen for the
/// selected players, and the part that writes the rating changes when a gather ends.
///
/// One protocol for the flow that is their only client; the match screen keeps its own
/// (`GatherBuilding`), since the pattern lab builds it in another pattern.
@MainActor
protocol MatchScreensBuilding {
  func buildConfirmPlayers(
    _ players: [Player], for session: AuthSession, router: any ConfirmPlayersRouter
  ) -> any Screen
  func buildRatingChanges(for session: AuthSession) -> any RatingChangesInput
}
