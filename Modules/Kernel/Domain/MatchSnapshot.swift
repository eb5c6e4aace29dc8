/// Everything needed to go on with a match exactly where it was.
public struct MatchSnapshot: Hashable, Sendable, Codable {
  public var gatherID: Gather.ID
  /// Both teams, as the gather was started with them.
  public var players: [GatherPlayer]
  /// The goal log, oldest first; the score is its sum.
  public var goals: [Goal]
  public var timer: MatchTimerState

  public init(
    gatherID: Gather.ID, players: [GatherPlayer], goals: [Goal], timer: MatchTimerState
  ) {
    self.gatherID = gatherID
    self.players = players
    self.goals = goals
    self.timer = timer
  }

  public var score: Score { Score(goals: goals) }
}
