import Domain

/// Corrections of a gather's line-up from History (`edit N move P a|b|bench`, `a P`,
/// `b P`, `bench P`, `add [a|b] N`, `drop P`), and corrections of a gather whose line-up
/// changed during the match: a player may have played for both teams, and a goal scored
/// before a move stays what it was when scored.
extension GatherCorrection {
  /// Whether `place`'s player played for `team` in `gather`: on it as kept, or, when the
  /// line-up changed during the match, at any time of it.
  static func played(_ place: GatherPlayer, for team: Team, in gather: Gather) -> Bool {
    place.team == team
      || (!gather.lineUpChanges.isEmpty
        && gather.lineUpChanges.teams(playedBy: place.player.id, in: gather.players)
          .contains(team))
  }

  /// Whether this correction changes who played (and leaves the goals as they are).
  var changesLineUp: Bool {
    switch self {
    case .move, .join, .joinNamed, .drop: true
    default: false
    }
  }

  /// The gather's line-up with this correction applied, and what it does in words
  /// ("Eve Hart to Team B", "Fay Lowe joins Team A", "Dee Moss out of the line-up").
  /// `roster` is the player list `add N` numbers.
  func players(correcting gather: Gather, roster: [Player]) throws(Refusal)
    -> (players: [GatherPlayer], change: String)
  {
    let names = gather.teamNames
    let place = { (team: Team) in team == .bench ? "the Bench" : names.name(of: team) }
    switch self {
    case .move(let number, let team):
      let player = try Self.player(number, of: gather)
      guard player.team != team else { throw .alreadyThere(player.player.name, place(team)) }
      try Self.checkUntouched(player, in: gather)
      let players = gather.players.map {
        $0.player.id == player.player.id ? GatherPlayer(player: $0.player, team: team) : $0
      }
      return (players, "\(player.player.name) to \(place(team))")
    case .drop(let number):
      let player = try Self.player(number, of: gather)
      try Self.checkUntouched(player, in: gather)
      return (
        gather.players.filter { $0.player.id != player.player.id },
        "\(player.player.name) out of the line-up"
      )
    case .join(let number, let team):
      guard roster.indices.contains(number - 1) else {
        throw .noRosterPlayer(number: number, count: roster.count)
      }
      let player = roster[number - 1]
      if let there = gather.players.first(where: { $0.player.id == player.id }) {
        throw .alreadyPlayed(player.name, there.team.map(place) ?? "a team not known")
      }
      return (
        gather.players + [GatherPlayer(player: player, team: team)],
        "\(player.name) joins \(place(team))"
      )
    default:
      return (gather.players, "")
    }
  }

  /// Player `number` of the line-up `edit N` numbers.
  private static func player(_ number: Int, of gather: Gather) throws(Refusal) -> GatherPlayer {
    let lineUp = lineUp(of: gather)
    guard lineUp.indices.contains(number - 1) else {
      throw .noPlayer(number: number, count: lineUp.count)
    }
    return lineUp[number - 1]
  }

  /// Refuses to move or drop a scorer (their goals would change sides) or a player who
  /// moved during the match (the changes name them).
  private static func checkUntouched(_ place: GatherPlayer, in gather: Gather) throws(Refusal) {
    let id = place.player.id
    if let goal = goals(of: gather).firstIndex(where: { $0.scorerID == id }) {
      throw .scorerInLineUp(place.player.name, goal: goal + 1)
    }
    if gather.lineUpChanges.contains(where: { $0.playerID == id || $0.replacedID == id }) {
      throw .changedDuringMatch(place.player.name)
    }
  }
}
