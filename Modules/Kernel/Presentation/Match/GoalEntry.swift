import Domain

/// One goal as the screen reads it: "3' Team A, Ann".
public struct GoalEntry: Equatable, Sendable {
  /// The match minute, or `nil` when the timer had not started.
  public var minute: Int?
  public var team: Team
  /// The scorer's name ("Ann", or "Ann (own goal)"), or `nil` when no scorer was given.
  public var scorer: String?

  /// Creates an entry from its values.
  public init(minute: Int?, team: Team, scorer: String?) {
    self.minute = minute
    self.team = team
    self.scorer = scorer
  }

  /// `goal` as it reads in `match`.
  public init(_ goal: Goal, in match: Match) {
    self.init(minute: goal.minute, team: goal.team, scorer: match.scorerName(of: goal))
  }
}
