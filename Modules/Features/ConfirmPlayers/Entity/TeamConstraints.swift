import Domain

/// What the user asked the balancer to respect: players kept together, kept apart,
/// or pinned to a team.
///
/// An Entity of the ConfirmPlayers module: plain values, identified by player id so
/// the rules survive moves that renumber the rows.
public struct TeamConstraints: Equatable, Sendable {
  /// No rules.
  public init() {}

  /// Each group plays on one team.
  private(set) var together: [[Player.ID]] = []
  /// Each pair plays on different teams.
  private(set) var apart: [[Player.ID]] = []
  /// Each player plays on the given team (Team A or Team B).
  private(set) var pins: [Player.ID: Team] = [:]

  var isEmpty: Bool { together.isEmpty && apart.isEmpty && pins.isEmpty }

  /// Adds one rule; throws when it names too few or too many players.
  mutating func add(_ rule: TeamRule) throws(FootballGatherError) {
    switch rule {
    case .together(let players): try keepTogether(players.map(\.id))
    case .apart(let players): try keepApart(players.map(\.id))
    case .pin(let player, let team): try pin(player.id, to: team)
    }
  }

  /// Keeps two or more players on one team.
  mutating func keepTogether(_ players: [Player.ID]) throws(FootballGatherError) {
    guard Set(players).count >= 2 else {
      throw .invalidInput("name two or more players to keep together")
    }
    let group = players.reduce(into: Set<Player.ID>()) { $0.formUnion(keptWith($1)) }
    if apart.contains(where: { group.contains($0[0]) && group.contains($0[1]) }) {
      throw .invalidInput("two of them are already kept apart; a rule cannot undo another")
    }
    guard Set(group.compactMap { pins[$0] }).count <= 1 else {
      throw .invalidInput("they are pinned to different teams, so they cannot play together")
    }
    together.append(players)
  }

  /// The player and everyone the together rules put on the same team as them.
  private func keptWith(_ player: Player.ID) -> Set<Player.ID> {
    var group: Set<Player.ID> = [player]
    var grew = true
    while grew {
      grew = false
      for rule in together where !group.isDisjoint(with: rule) && !group.isSuperset(of: rule) {
        group.formUnion(rule)
        grew = true
      }
    }
    return group
  }

  /// The team a player's together group is pinned to, if any.
  private func pinnedTeam(of group: Set<Player.ID>) -> Team? {
    group.lazy.compactMap { pins[$0] }.first
  }

  /// Keeps two players on different teams.
  mutating func keepApart(_ players: [Player.ID]) throws(FootballGatherError) {
    guard players.count == 2, players[0] != players[1] else {
      throw .invalidInput("name exactly two players to keep apart")
    }
    let first = keptWith(players[0])
    let second = keptWith(players[1])
    guard !first.contains(players[1]) else {
      throw .invalidInput("they are already kept together; a rule cannot undo another")
    }
    if let team = pinnedTeam(of: first), team == pinnedTeam(of: second) {
      throw .invalidInput("they are pinned to the same team, so they cannot be kept apart")
    }
    apart.append(players)
  }

  /// Pins a player to Team A or Team B (a later pin of the same player replaces it).
  mutating func pin(_ player: Player.ID, to team: Team) throws(FootballGatherError) {
    guard team != .bench else { throw .invalidInput("pin a player to team a or team b") }
    let group = keptWith(player)
    if group.contains(where: { $0 != player && pins[$0] != nil && pins[$0] != team }) {
      throw .invalidInput("someone kept together with them is pinned to the other team")
    }
    let opponents = apart.compactMap { pair -> Player.ID? in
      group.contains(pair[0]) ? pair[1] : group.contains(pair[1]) ? pair[0] : nil
    }
    if opponents.contains(where: { pinnedTeam(of: keptWith($0)) == team }) {
      throw .invalidInput("someone kept apart from them is pinned to that team")
    }
    pins[player] = team
  }

  mutating func removeAll() {
    self = TeamConstraints()
  }
}
