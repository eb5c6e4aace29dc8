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

/// The match timer as saved: the plan, where in it the match is and the time left.
public struct MatchTimerState: Hashable, Sendable, Codable {
  public var plan: MatchPlan
  /// Which stage of the plan is under way: 0 is the first period, then the break, ...
  public var stage: Int
  /// The time left in that stage, in milliseconds.
  public var remainingMilliseconds: Int
  /// Whether the timer was running when the snapshot was written.
  public var wasRunning: Bool

  public init(plan: MatchPlan, stage: Int, remainingMilliseconds: Int, wasRunning: Bool) {
    self.plan = plan
    self.stage = stage
    self.remainingMilliseconds = remainingMilliseconds
    self.wasRunning = wasRunning
  }
}
