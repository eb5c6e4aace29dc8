/// `archtool timing`: clean, null and incremental build times.
public struct TimingReport: Sendable, Encodable {
  /// Identifies the JSON layout; bumped on any incompatible change.
  public static let schema = "archtool.timing/1"

  public var schema = TimingReport.schema
  public var header: ReportHeader
  public var root: String
  public var configuration: String
  public var measurements: [TimingMeasurement]

  /// Compile CPU seconds per target in the last clean build, largest first.
  public var cleanCompileSeconds: [(target: String, seconds: Double)] {
    let last = measurements.first { $0.name == "clean build" }?.runs.last
    return (last?.compileSeconds ?? [:]).sorted { ($1.value, $0.key) < ($0.value, $1.key) }
      .map { ($0.key, $0.value) }
  }

  enum CodingKeys: String, CodingKey { case schema, header, root, configuration, measurements }
}
