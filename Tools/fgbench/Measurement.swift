/// One timed use case at one database size.
struct Measurement: Codable {
  var scale: String
  var useCase: String
  /// The fastest of the runs, in milliseconds.
  var appMilliseconds: Double
  var rawMilliseconds: Double?
  var peakMebibytes: Double
  /// Lines the app printed for it (in the fastest run).
  var outputLines: Int
  /// Whether the app printed an `error:` line during it (the script went wrong).
  var failed: Bool

  var ratio: Double? {
    guard let raw = rawMilliseconds, raw > 0 else { return nil }
    return appMilliseconds / raw
  }
}

/// Everything one `fgbench` run measured.
struct BenchReport: Codable {
  struct FixtureBuild: Codable {
    var scale: String
    var seconds: Double
  }
  struct Bcrypt: Codable {
    var cost: Int
    var hashMilliseconds: Double
    var verifyMilliseconds: Double
  }
  struct BalanceGap: Codable {
    var rosters: Int
    var playersFrom: Int
    var playersTo: Int
    var optimalCount: Int
    var meanGap: Double
    var worstGap: Int
    var meanExactMilliseconds: Double
    var meanHeuristicMilliseconds: Double
  }
  struct BalanceTime: Codable {
    var players: Int
    var method: String
    var milliseconds: Double
  }

  var fixtures: [FixtureBuild] = []
  var measurements: [Measurement] = []
  var bcrypt: Bcrypt?
  var balanceTimes: [BalanceTime] = []
  var balanceGap: BalanceGap?
  var peakMebibytes = 0.0
}
