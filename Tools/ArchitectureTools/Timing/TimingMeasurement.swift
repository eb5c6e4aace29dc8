/// Several runs of one kind of build and their median.
public struct TimingMeasurement: Sendable, Hashable, Encodable {
  /// `clean build`, `null build`, or `touch <path>`.
  public var name: String
  public var runs: [BuildRun]

  /// Creates a measurement.
  public init(name: String, runs: [BuildRun]) {
    self.name = name
    self.runs = runs
  }

  /// The median wall-clock seconds (the mean of the middle two for an even count).
  public var median: Double {
    let sorted = runs.map(\.seconds).sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    return sorted.count.isMultiple(of: 2)
      ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[middle]
  }

  /// Targets rebuilt in any run.
  public var rebuiltTargets: [String] {
    Array(Set(runs.flatMap(\.rebuiltTargets))).sorted()
  }

  enum CodingKeys: String, CodingKey { case name, runs, median, rebuiltTargets }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(name, forKey: .name)
    try container.encode(runs, forKey: .runs)
    try container.encode(median, forKey: .median)
    try container.encode(rebuiltTargets, forKey: .rebuiltTargets)
  }
}
