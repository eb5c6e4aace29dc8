import Domain
import LineUI
import RatingsFeature

/// Builds the ratings screen (from the player list) and the part that writes the rating
/// changes when a gather ends (for the match flow).
@MainActor
protocol RatingsBuilding {
  func buildRatings(for session: AuthSession, listener: any RatingsListener) -> any Screen
  func buildRatingChanges(for session: AuthSession) -> any RatingChangesInput
}
