/// The match timer as saved: the plan, where in it the match is and the time left.
public struct MatchTimerState: Hashable, Sendable, Codable {
  public var plan: MatchPlan
  /// Which stage of the plan is under way: 0 is the first period, then the break, ...
  public var stage: Int
  /// The time left in that stage, in milliseconds.
  public var remainingMilliseconds: Int
  /// Whether the timer was running when the snapshot was written.
  public var wasRunning: Bool
  /// The match clock before this plan's countdown began (earlier plans and countdowns of
  /// the match), in milliseconds; 0 in snapshots from before it was kept.
  public var playedBeforeMilliseconds: Int
  /// When a running timer was saved: the moment on the match clock's shared time line
  /// (`MatchClock.sharesTimeLine`), in milliseconds. The timer went on from there without a
  /// screen (left with `back`, quit, or killed), and the next screen catches it up. `nil`
  /// otherwise (a paused timer, older snapshots): it comes back as it was, paused.
  public var leftRunningAtMilliseconds: Int?

  private enum CodingKeys: String, CodingKey {
    case plan, stage, remainingMilliseconds, wasRunning, playedBeforeMilliseconds
    case leftRunningAtMilliseconds
  }

  public init(
    plan: MatchPlan, stage: Int, remainingMilliseconds: Int, wasRunning: Bool,
    playedBeforeMilliseconds: Int = 0, leftRunningAtMilliseconds: Int? = nil
  ) {
    self.plan = plan
    self.stage = stage
    self.remainingMilliseconds = remainingMilliseconds
    self.wasRunning = wasRunning
    self.playedBeforeMilliseconds = playedBeforeMilliseconds
    self.leftRunningAtMilliseconds = leftRunningAtMilliseconds
  }

  /// Reads a saved timer, also one saved before the match clock was kept (read as 0).
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      plan: try container.decode(MatchPlan.self, forKey: .plan),
      stage: try container.decode(Int.self, forKey: .stage),
      remainingMilliseconds: try container.decode(Int.self, forKey: .remainingMilliseconds),
      wasRunning: try container.decode(Bool.self, forKey: .wasRunning),
      playedBeforeMilliseconds: try container.decodeIfPresent(
        Int.self, forKey: .playedBeforeMilliseconds) ?? 0,
      leftRunningAtMilliseconds: try container.decodeIfPresent(
        Int.self, forKey: .leftRunningAtMilliseconds))
  }
}
