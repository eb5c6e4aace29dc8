import Foundation

/// A player on the logged-in user's roster.
///
/// Mirrors the web service's player resource: only `id` and `name` are required.
public struct Player: Identifiable, Hashable, Sendable, Codable {
  /// A player's identity: the web service's player id, or the local store's row id.
  public typealias ID = Int

  public var id: ID
  public var name: String
  public var age: Int?
  public var skill: Skill?
  public var position: Position?
  public var favouriteTeam: String?

  public init(
    id: ID, name: String, age: Int? = nil, skill: Skill? = nil, position: Position? = nil,
    favouriteTeam: String? = nil
  ) {
    self.id = id
    self.name = name
    self.age = age
    self.skill = skill
    self.position = position
    self.favouriteTeam = favouriteTeam
  }

  public init(id: ID, draft: PlayerDraft) {
    self.init(
      id: id, name: draft.name, age: draft.age, skill: draft.skill, position: draft.position,
      favouriteTeam: draft.favouriteTeam)
  }

  /// The player's fields without the identifier, as sent when creating or replacing.
  public var draft: PlayerDraft {
    PlayerDraft(
      name: name, age: age, skill: skill, position: position, favouriteTeam: favouriteTeam)
  }
}
