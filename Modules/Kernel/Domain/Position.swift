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

  /// Other words organisers use for a position: `keeper` and `goalie` for the goalkeeper,
  /// `forward` for the striker.
  static let otherWords: [String: Position] = [
    "keeper": .goalkeeper, "goalie": .goalkeeper, "forward": .striker,
  ]

  /// Parses what a user may type for a position, case-insensitively: the full name
  /// (`Striker`), the short form (`gk`), another word for it (`keeper`, see `otherWords`),
  /// any unique start of the name (`mid`) or its number in `allCases` from 1 (`1` is the
  /// goalkeeper).
  public init?(parsing text: String) {
    let key = text.trimmingWhitespace(newlines: false).lowercased()
    guard !key.isEmpty else { return nil }
    if key.first.map({ $0.isNumber || $0 == "-" || $0 == "+" }) == true {
      guard let number = try? WholeNumber.parse(key, in: 1...Position.allCases.count) else {
        return nil
      }
      self = Position.allCases[number - 1]
      return
    }
    if let exact = Position.allCases.first(where: {
      $0.rawValue == key || $0.shortForm.lowercased() == key
    }) ?? Position.otherWords[key] {
      self = exact
      return
    }
    let matches = Position.allCases.filter { $0.rawValue.hasPrefix(key) }
    guard matches.count == 1 else { return nil }
    self = matches[0]
  }
}
