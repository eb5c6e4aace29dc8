/// Who made a report, from which commit, when.
public struct ReportHeader: Sendable, Hashable, Codable {
  public var tool: String
  public var version: String
  /// Short commit hash, or nil outside a git checkout.
  public var commit: String?
  /// ISO 8601, UTC.
  public var date: String

  /// Creates a header.
  public init(version: String, commit: String?, date: String) {
    tool = "archtool"
    self.version = version
    self.commit = commit
    self.date = date
  }

  /// One line: `archtool 1.0.0 · commit abc1234 · 2025-01-01T00:00:00Z`.
  public var line: String {
    "\(tool) \(version) · commit \(commit ?? "none") · \(date)"
  }
}
