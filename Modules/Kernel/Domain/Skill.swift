/// How good a player is. Ordered: beginner < amateur < professional.
public enum Skill: String, CaseIterable, Comparable, Sendable, Codable {
  case beginner
  case amateur
  case professional

  /// The name shown to the user ("Beginner").
  public var displayName: String { rawValue.capitalized }

  /// Parses `beginner`, `Amateur`, `PRO`, ... (case-insensitive, unique prefixes allowed)
  /// or the skill's number in `allCases` from 1 (`3` is professional).
  public init?(parsing text: String) {
    let key = text.trimmingWhitespace(newlines: false).lowercased()
    guard !key.isEmpty else { return nil }
    if key.first.map({ $0.isNumber || $0 == "-" || $0 == "+" }) == true {
      guard let number = try? WholeNumber.parse(key, in: 1...Skill.allCases.count) else {
        return nil
      }
      self = Skill.allCases[number - 1]
      return
    }
    let matches = Skill.allCases.filter { $0.rawValue.hasPrefix(key) }
    guard matches.count == 1 else { return nil }
    self = matches[0]
  }

  /// 1 for beginner, 2 for amateur, 3 for professional.
  public var rank: Int {
    switch self {
    case .beginner: 1
    case .amateur: 2
    case .professional: 3
    }
  }

  public static func < (lhs: Skill, rhs: Skill) -> Bool { lhs.rank < rhs.rank }
}
