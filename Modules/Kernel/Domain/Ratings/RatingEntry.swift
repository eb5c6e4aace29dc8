import Foundation

/// One ended gather in a player's rating history: their rating going in (after any
/// growth in uncertainty for time away) and coming out, and how their team did.
public struct RatingEntry: Hashable, Sendable {
  public var gatherID: Gather.ID
  /// When the gather ended (or started), if the backend kept it.
  public var date: Date?
  /// Team A or Team B.
  public var team: Team
  /// The gather's final score, Team A's goals first.
  public var score: Score
  public var before: Rating
  public var after: Rating

  public init(
    gatherID: Gather.ID, date: Date?, team: Team, score: Score, before: Rating, after: Rating
  ) {
    self.gatherID = gatherID
    self.date = date
    self.team = team
    self.score = score
    self.before = before
    self.after = after
  }

  /// How the player's team did: a win, a draw or a loss.
  public var result: RatingResult {
    let own = score.goals(for: team)
    let other = score.goals(for: team == .teamA ? .teamB : .teamA)
    return own > other ? .won : own < other ? .lost : .drawn
  }
}
