extension MatchPlan {
  /// The longest match: 90 minutes of play.
  public static let longestPlay = 90 * 60

  /// The stages in order: period 1, the break, period 2, ...
  public var stages: [MatchStage] {
    (1...max(1, periods)).flatMap { number in
      let play = MatchStage(kind: .period(number), length: .seconds(periodSeconds))
      guard number < periods, breakSeconds > 0 else { return [play] }
      return [play, MatchStage(kind: .rest, length: .seconds(breakSeconds))]
    }
  }

  /// One period of `seconds`, from 00:01 to 90:00.
  public static func single(seconds: Int) throws(FootballGatherError) -> MatchPlan {
    guard (1...longestPlay).contains(seconds) else {
      throw .invalidInput("the time must be from 00:01 to 90:00")
    }
    return MatchPlan(periodSeconds: seconds)
  }

  /// `periods` periods of `minutes` with a break of `breakMinutes` between them (whole
  /// minutes): `halves(periods:seconds:breakSeconds:)`.
  public static func halves(periods: Int, minutes: Int, breakMinutes: Int)
    throws(FootballGatherError)
    -> MatchPlan
  {
    try halves(periods: periods, seconds: minutes * 60, breakSeconds: breakMinutes * 60)
  }

  /// `periods` periods of `seconds` with a break of `breakSeconds` between them:
  /// 2 to 4 periods of at least a minute, 90 minutes of play at most, a break of up to 30
  /// minutes.
  public static func halves(periods: Int, seconds: Int, breakSeconds: Int)
    throws(FootballGatherError)
    -> MatchPlan
  {
    guard (2...4).contains(periods), seconds >= 60, periods * seconds <= longestPlay,
      (0...30 * 60).contains(breakSeconds)
    else {
      throw .invalidInput(
        "halves need 2 to 4 periods of at least a minute, 90 minutes of play at most "
          + "and a break of 0 to 30 minutes")
    }
    return MatchPlan(periods: periods, periodSeconds: seconds, breakSeconds: breakSeconds)
  }
}
