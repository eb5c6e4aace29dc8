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
    together.append(players)
  }

  /// Keeps two players on different teams.
  mutating func keepApart(_ players: [Player.ID]) throws(FootballGatherError) {
    guard players.count == 2, players[0] != players[1] else {
      throw .invalidInput("name exactly two players to keep apart")
    }
    apart.append(players)
  }

  /// Pins a player to Team A or Team B (a later pin of the same player replaces it).
  mutating func pin(_ player: Player.ID, to team: Team) throws(FootballGatherError) {
    guard team != .bench else { throw .invalidInput("pin a player to team a or team b") }
    pins[player] = team
  }

  mutating func removeAll() {
    self = TeamConstraints()
  }
}
