import Domain
import Foundation

/// What the app knows about a gather that the web service does not keep.
///
/// Every field is optional: `nil` means unknown (the gather was made elsewhere, or before
/// the app kept it), never a made-up value.
public struct GatherMetadata: Codable, Hashable, Sendable {
  /// When the gather was started.
  public var createdAt: Date?
  /// When the gather was ended.
  public var endedAt: Date?
  /// Which team each player was on, by player id.
  public var teams: [Player.ID: Team]
  /// The goal log, when this app ended the gather (`nil`: not known).
  public var goals: [Goal]?
  /// The name each player of `teams` had when the gather started, by player id: the server
  /// drops a deleted player from every gather, and history shows them by this name.
  public var names: [Player.ID: String]
  /// What the teams are called (`nil`: not known, or never renamed: "Team A", "Team B").
  public var teamNames: TeamNames?
  /// The line-up changes after kick-off (substitutions, moves, latecomers, with their
  /// minutes), which the web service has no place for: empty when there were none or
  /// they are not known.
  public var lineUpChanges: [LineUpChange]
  /// Players taken out of the line-up by a correction on History: the web service has no
  /// call to take a player out of a gather, so it still lists them; the app leaves them out.
  public var removed: Set<Player.ID>

  public init(
    createdAt: Date? = nil, endedAt: Date? = nil, teams: [Player.ID: Team] = [:],
    goals: [Goal]? = nil, names: [Player.ID: String] = [:], teamNames: TeamNames? = nil,
    lineUpChanges: [LineUpChange] = [], removed: Set<Player.ID> = []
  ) {
    self.createdAt = createdAt
    self.endedAt = endedAt
    self.teams = teams
    self.goals = goals
    self.names = names
    self.teamNames = teamNames
    self.lineUpChanges = lineUpChanges
    self.removed = removed
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    createdAt = try container.decodeIfPresent(Date.self, forKey: .createdAt)
    endedAt = try container.decodeIfPresent(Date.self, forKey: .endedAt)
    teams = try container.decodeIfPresent([Player.ID: Team].self, forKey: .teams) ?? [:]
    goals = try container.decodeIfPresent([Goal].self, forKey: .goals)
    names = try container.decodeIfPresent([Player.ID: String].self, forKey: .names) ?? [:]
    teamNames = try container.decodeIfPresent(TeamNames.self, forKey: .teamNames)
    lineUpChanges =
      try container.decodeIfPresent([LineUpChange].self, forKey: .lineUpChanges) ?? []
    removed = try container.decodeIfPresent(Set<Player.ID>.self, forKey: .removed) ?? []
  }
}
