import Domain

/// The match timer's state as the screen words it, and the time on the countdown.
public struct TimerFacts: Equatable, Sendable {
  public var plan: MatchPlan
  public var stageIndex: Int
  public var isRunning: Bool
  public var hasStarted: Bool
  public var isFinished: Bool
  /// The play the match clock counted before this countdown (after a new time).
  public var playedBefore: Duration
  /// What the countdown shows.
  public var remaining: Duration

  /// Creates the facts from their values.
  public init(
    plan: MatchPlan, stageIndex: Int, isRunning: Bool, hasStarted: Bool, isFinished: Bool,
    playedBefore: Duration, remaining: Duration
  ) {
    self.plan = plan
    self.stageIndex = stageIndex
    self.isRunning = isRunning
    self.hasStarted = hasStarted
    self.isFinished = isFinished
    self.playedBefore = playedBefore
    self.remaining = remaining
  }

  /// The facts of `status`'s timer.
  public init(_ status: MatchStatus) {
    let timer = status.match.timer
    self.init(
      plan: timer.plan, stageIndex: timer.stageIndex, isRunning: timer.isRunning,
      hasStarted: timer.hasStarted, isFinished: timer.isFinished,
      playedBefore: timer.playedBefore, remaining: status.remaining)
  }

  /// The stage the timer is in.
  public var stage: MatchStage { plan.stages[stageIndex] }
}
