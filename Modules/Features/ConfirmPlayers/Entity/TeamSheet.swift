import Domain

/// The selected players and where each one stands: the Bench, Team A or Team B.
///
/// The main Entity of the ConfirmPlayers module. Players keep the order they were selected
/// in, and that order is their number for the whole gather: moving a player to another
/// section never renumbers anyone.
struct TeamSheet: Equatable, Sendable {
  /// The sections in the order the screen shows them.
  static let sections: [Team] = [.bench, .teamA, .teamB]

  private(set) var players: [Player]
  private var teams: [Player.ID: Team]
  /// Each player's number (1 for the first selected), fixed for the whole gather.
  private let numbers: [Player.ID: Int]
  /// What Team A and Team B are called in this gather (`name a Bibs`).
  private(set) var teamNames = TeamNames.standard
  /// The ratings learned from the history (`rate(with:)`); until then, and for a player
  /// who has not played, the prior of the declared skill.
  private var learned: [Player.ID: Rating] = [:]
  private let model = RatingModel.standard

  /// Every selected player starts on the Bench.
  init(players: [Player]) {
    self.players = players
    teams = Dictionary(uniqueKeysWithValues: players.map { ($0.id, Team.bench) })
    numbers = Dictionary(uniqueKeysWithValues: players.enumerated().map { ($1.id, $0 + 1) })
  }

  func team(of player: Player) -> Team { teams[player.id] ?? .bench }

  /// The players of one section, in selection order.
  func players(in team: Team) -> [Player] {
    players.filter { self.team(of: $0) == team }
  }

  /// The player's number on every screen of the gather (1 for the first selected).
  func number(of player: Player) -> Int? {
    numbers[player.id]
  }

  /// Calls `team` `name` for this gather, or by its standard name again when `name` is
  /// `nil`; a name `TeamNames` refuses changes nothing.
  mutating func rename(_ team: Team, to name: String?) throws(FootballGatherError) {
    teamNames = try teamNames.renaming(team, to: name)
  }

  /// Puts `moved` in `team`, keeping everyone else where they are.
  mutating func move(_ moved: [Player], to team: Team) {
    for player in moved where teams[player.id] != nil { teams[player.id] = team }
  }

  /// Exchanges the teams of two players (for example one of Team A and one of Team B).
  mutating func swap(_ first: Player, _ second: Player) {
    let firstTeam = team(of: first)
    move([first], to: team(of: second))
    move([second], to: firstTeam)
  }

  /// Puts every player on Team A or Team B as `split` says.
  mutating func apply(_ split: BalancedSplit) {
    move(split.teamA, to: .teamA)
    move(split.teamB, to: .teamB)
  }

  /// The players `isKept` keeps, every one on the Bench, rated and with team names as here:
  /// what `balance` splits when some sit out, exactly as if only they had been picked.
  func keeping(_ isKept: (Player) -> Bool) -> TeamSheet {
    var kept = TeamSheet(players: players.filter(isKept))
    kept.learned = learned
    kept.teamNames = teamNames
    return kept
  }

  /// Rates the players with the ratings learned from the history (`RatingBook.ratings`).
  mutating func rate(with ratings: [Player.ID: Rating]) {
    learned = ratings
  }

  /// The player's rating: learned, or the prior of their declared skill.
  func rating(of player: Player) -> Rating {
    learned[player.id] ?? model.prior(for: player.skill)
  }

  /// What `balance` evens out: every player's rating.
  var balanceWeights: BalanceWeights {
    BalanceWeights(
      ratings: Dictionary(
        players.map { ($0.id, rating(of: $0)) }, uniquingKeysWith: { first, _ in first }))
  }

  /// The team's combined rating, its players summed in the order of their ids.
  func strength(of team: Team) -> TeamStrength {
    TeamStrength(players(in: team).sorted { $0.id < $1.id }.map(rating(of:)))
  }

  /// Team A's chance of beating Team B, or `nil` while a team has no players.
  var chanceOfTeamA: Double? {
    guard startProblem == nil else { return nil }
    return model.chance(of: strength(of: .teamA), beating: strength(of: .teamB))
  }

  /// Why the gather cannot start yet, or `nil` when both teams have a player. What to
  /// type about it is the presenter's to say.
  var startProblem: String? {
    // Asked at every redraw and at `play`: stop at a team's first player rather than
    // listing thousands of them.
    let empty = [Team.teamA, .teamB].filter { team in !teams.values.contains(team) }
    guard !empty.isEmpty else { return nil }
    let names = empty.map(teamNames.name(of:)).joined(separator: " and ")
    return "\(names) \(empty.count == 1 ? "has" : "have") no players"
  }

  /// Every player with their place and number, in the order they were picked, as the
  /// gather is created with them: the match screen shows the same numbers. Players left on
  /// the Bench sit this gather out: the gather keeps them there (who sat out, which the
  /// next `size` reads), and the match screen lists only the teams.
  var lineUp: [GatherPlayer] {
    players.map { GatherPlayer(player: $0, team: team(of: $0), number: number(of: $0)) }
  }
}
