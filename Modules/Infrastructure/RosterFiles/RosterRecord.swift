import Domain

/// One player's fields as a file holds them, before they are checked.
struct RosterRecord: Equatable, Sendable {
  /// The line the record starts on (CSV fields may span lines; JSON players start lines).
  var line: Int
  /// Column name to text; a missing or empty column means "not set".
  var fields: [String: String]

  /// The player the fields describe, or the first problem with them.
  func draft() throws(FootballGatherError) -> PlayerDraft {
    PlayerDraft(
      name: try PlayerRules.validateName(fields["name"] ?? ""),
      age: try PlayerRules.validateAge(fields["age"] ?? ""),
      skill: try choice(of: "skill", parse: Skill.init(parsing:)),
      position: try choice(of: "position", parse: Position.init(parsing:)),
      favouriteTeam: try PlayerRules.validateFavouriteTeam(fields["favouriteTeam"] ?? ""))
  }

  private func choice<Value: CaseIterable & RawRepresentable<String>>(
    of column: String, parse: (String) -> Value?
  ) throws(FootballGatherError) -> Value? {
    let text = fields[column] ?? ""
    // What an export writes (`striker`, or nothing) is read without the parser's work.
    guard !text.isEmpty else { return nil }
    if let value = Value(rawValue: text) { return value }
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    guard let value = parse(text) else {
      let valid = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidInput("'\(text.echoed)' is not a \(column); use one of: \(valid)")
    }
    return value
  }
}
