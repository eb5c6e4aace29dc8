/// One field of one player being changed: the player as it was and the value so far.
///
/// Name, age and favourite club take typed text, checked by `PlayerRules`; position and
/// skill are chosen from a numbered list, by number, name or the start of a name. The same
/// rules whichever pattern writes the edit screen (the VIPER PlayerEdit module and every
/// variant in Modules/Patterns use this one).
public struct PlayerFieldEdit: Equatable, Sendable {
  public let original: Player
  public let field: PlayerField
  /// The player with the value entered so far; `original` until something is entered.
  public private(set) var edited: Player

  public init(player: Player, field: PlayerField) {
    original = player
    self.field = field
    edited = player
  }

  /// `player` with this edit's field set to the entered value and every other field as it
  /// is in `player`.
  public func applied(to player: Player) -> Player {
    var changed = player
    switch field {
    case .name: changed.name = edited.name
    case .age: changed.age = edited.age
    case .favouriteTeam: changed.favouriteTeam = edited.favouriteTeam
    case .position: changed.position = edited.position
    case .skill: changed.skill = edited.skill
    }
    return changed
  }

  /// The options of a choice field, in the order they are numbered; empty for text.
  public var choices: [String] {
    switch field {
    case .position: Position.allCases.map(\.displayName)
    case .skill: Skill.allCases.map(\.displayName)
    case .name, .age, .favouriteTeam: []
    }
  }

  /// Whether saving would change anything. Text is compared ignoring case, as the
  /// original app did: `ann` is not a new name for `Ann`.
  public var hasChanges: Bool {
    edited.displayValue(of: field)?.lowercased() != original.displayValue(of: field)?.lowercased()
  }

  /// Takes the typed value of a text field; a refused value changes nothing.
  public mutating func enter(_ text: String) throws(FootballGatherError) {
    switch field {
    case .name: edited.name = try PlayerRules.validateName(text)
    case .age: edited.age = try PlayerRules.validateAge(text)
    case .favouriteTeam: edited.favouriteTeam = try PlayerRules.validateFavouriteTeam(text)
    case .position:
      guard let position = Position(parsing: text) else { throw unknownChoice(text) }
      edited.position = position
    case .skill:
      guard let skill = Skill(parsing: text) else { throw unknownChoice(text) }
      edited.skill = skill
    }
  }

  private func unknownChoice(_ text: String) -> FootballGatherError {
    .invalidInput(
      "there is no \(noun) '\(text.echoed)'; give one of "
        + choices.map { $0.lowercased() }.joined(separator: ", ")
        + ", the start of one or its number")
  }

  /// Takes option `index` (0-based) of a choice field; a missing option changes nothing.
  public mutating func choose(at index: Int) throws(FootballGatherError) {
    guard choices.indices.contains(index) else {
      throw .invalidInput("there is no \(noun) \(index + 1); choose a number from the list")
    }
    switch field {
    case .position: edited.position = Position.allCases[index]
    case .skill: edited.skill = Skill.allCases[index]
    case .name, .age, .favouriteTeam: break
    }
  }

  /// The field's name inside a sentence: "favourite club".
  public var noun: String { field.displayName.lowercased() }
}
