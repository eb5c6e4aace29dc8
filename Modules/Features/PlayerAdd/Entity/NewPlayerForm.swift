import Domain

/// The new player as typed so far.
///
/// The Entity of the PlayerAdd module. Every value in it has passed `PlayerRules`, so a
/// bad line changes nothing and a failed save keeps everything that was typed.
struct NewPlayerForm: Equatable, Sendable {
  /// The values typed so far; the name is empty until one is typed.
  private(set) var values = PlayerDraft(name: "")

  /// Sets the name: trimmed, not blank, not too long.
  mutating func setName(_ text: String) throws(FootballGatherError) {
    values.name = try PlayerRules.validateName(text)
  }

  /// Sets the age: a whole number in range, or blank for "not set".
  mutating func setAge(_ text: String) throws(FootballGatherError) {
    values.age = try PlayerRules.validateAge(text)
  }

  /// Sets the favourite team: trimmed and not too long, or blank for "not set".
  mutating func setFavouriteTeam(_ text: String) throws(FootballGatherError) {
    values.favouriteTeam = try PlayerRules.validateFavouriteTeam(text)
  }

  mutating func setPosition(_ position: Position) {
    values.position = position
  }

  mutating func setSkill(_ skill: Skill) {
    values.skill = skill
  }

  /// The field the player still needs before it can be created, or `nil` when none.
  var missingField: PlayerField? { values.name.isEmpty ? .name : nil }

  /// The player to create. Refused while `missingField` is set: the presenter asks for
  /// that field first, in the view's words.
  func validated() throws(FootballGatherError) -> PlayerDraft {
    if let missingField {
      throw .invalidInput("the player has no \(missingField.displayName.lowercased()) yet")
    }
    return values
  }
}
