/// A player's preferred position on the pitch.
public enum Position: String, CaseIterable, Sendable, Codable {
  case goalkeeper
  case defender
  case midfielder
  case winger
  case striker

  /// The name shown to the user ("Goalkeeper").
  public var displayName: String { rawValue.capitalized }

  /// The short form used in tables: GK, DEF, MID, W, ST.
  public var shortForm: String {
    switch self {
    case .goalkeeper: "GK"
    case .defender: "DEF"
    case .midfielder: "MID"
    case .winger: "W"
    case .striker: "ST"
    }
  }

  /// Parses the full name or the short form, case-insensitively (`gk`, `Striker`).
  public init?(parsing text: String) {
    let key = text.trimmingCharacters(in: .whitespaces).lowercased()
    guard
      let match = Position.allCases.first(where: {
        $0.rawValue == key || $0.shortForm.lowercased() == key
      })
    else { return nil }
    self = match
  }
}
