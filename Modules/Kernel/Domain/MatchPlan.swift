/// How a match is timed: one period (10:00 unless set), or halves with a break between.
public struct MatchPlan: Hashable, Sendable, Codable {
  /// How many periods are played: 1, or 2 or more for halves (thirds, quarters).
  public var periods: Int
  /// The length of each period, in seconds.
  public var periodSeconds: Int
  /// The break between two periods, in seconds (0 for none).
  public var breakSeconds: Int

  public init(periods: Int = 1, periodSeconds: Int, breakSeconds: Int = 0) {
    self.periods = periods
    self.periodSeconds = periodSeconds
    self.breakSeconds = breakSeconds
  }

  /// One period of ten minutes, as in the original app.
  public static let standard = MatchPlan(periodSeconds: 600)
}
