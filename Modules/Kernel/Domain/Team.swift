/// Where a selected player stands before and during a gather.
public enum Team: String, CaseIterable, Sendable, Codable {
  case bench = "Bench"
  case teamA = "Team A"
  case teamB = "Team B"

  /// The name shown to the user and sent to the web service ("Team A").
  public var displayName: String { rawValue }
}
