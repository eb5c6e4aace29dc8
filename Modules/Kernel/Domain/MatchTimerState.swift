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
