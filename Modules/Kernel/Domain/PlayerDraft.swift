/// The fields of a player that is not stored yet (or all fields of an update).
public struct PlayerDraft: Hashable, Sendable, Codable {
  public var name: String
  public var age: Int?
  public var skill: Skill?
  public var position: Position?
  public var favouriteTeam: String?

  public init(
    name: String, age: Int? = nil, skill: Skill? = nil, position: Position? = nil,
    favouriteTeam: String? = nil
  ) {
    self.name = name
    self.age = age
    self.skill = skill
    self.position = position
    self.favouriteTeam = favouriteTeam
  }
}
