import Domain

/// Who sits out first when more players are picked than the teams take (`size 7`): the
/// rule of README's "Who sits out", learned from the ended gathers, in which a player kept
/// on the Bench sat out.
///
/// In order: two keepers last of all (a side needs its keeper: the two the rest of the rule
/// would seat last; a third keeper takes their turn like everyone else); then guests after
/// regulars (a guest has not played an ended gather yet, a regular has); among those,
/// whoever sat out least recently first (never before long ago); then whoever played more
/// gathers; then the player numbered last on the teams screen.
struct SitOutOrder: Sendable {
  /// What the history says about one player.
  struct Standing: Equatable, Sendable {
    /// How many ended gathers ago they last sat out (1: the last one), or `nil` if never.
    var satOut: Int?
    /// How many ended gathers they played for a team (or for a team not known).
    var played = 0
  }

  private var standings: [Player.ID: Standing] = [:]

  /// Reads the ended gathers, newest first as the backends return them.
  init(gathers: [Gather]) {
    for (age, gather) in gathers.filter({ $0.score != nil }).enumerated() {
      var seen = Set<Player.ID>()
      for place in gather.players where seen.insert(place.player.id).inserted {
        var standing = standings[place.player.id] ?? Standing()
        if place.team == .bench {
          standing.satOut = standing.satOut ?? age + 1
        } else {
          standing.played += 1
        }
        standings[place.player.id] = standing
      }
    }
  }

  func standing(of player: Player) -> Standing { standings[player.id] ?? Standing() }

  /// The first `count` of `candidates` to sit out; `number` gives each one's number on
  /// the teams screen (the last tie-break: the higher number sits out first).
  func proposal(
    _ count: Int, of candidates: [Player], number: (Player) -> Int
  ) -> [Player] {
    let keyed = candidates.map { player in
      let standing = standing(of: player)
      return (
        player: player, keeper: player.position == .goalkeeper, guest: standing.played == 0,
        // Never sat out ranks before every gather ago.
        satOut: standing.satOut ?? Int.max, played: standing.played, number: number(player)
      )
    }
    let turns = keyed.sorted { first, second in
      if first.guest != second.guest { return !first.guest }
      if first.satOut != second.satOut { return first.satOut > second.satOut }
      if first.played != second.played { return first.played > second.played }
      return first.number > second.number
    }
    let kept = Set(turns.reversed().filter(\.keeper).prefix(Self.keepersKept).map(\.player.id))
    let order =
      turns.filter { !kept.contains($0.player.id) } + turns.filter { kept.contains($0.player.id) }
    return order.prefix(max(count, 0)).map(\.player)
  }

  /// Keepers kept back from sitting out: one a side.
  static let keepersKept = 2

  /// Why the player is proposed, as the screen says it: "keeper, sat out 3 gathers ago",
  /// "first gather", "never sat out".
  func reason(for player: Player) -> String {
    let standing = standing(of: player)
    let history =
      standing.played == 0 && standing.satOut == nil
      ? "first gather"
      : standing.satOut.map { $0 == 1 ? "sat out last time" : "sat out \($0) gathers ago" }
        ?? "never sat out"
    return player.position == .goalkeeper ? "keeper, \(history)" : history
  }
}
