import Domain

/// Who sits out first when more are picked than the teams take (`size 7`): the rule of
/// README's "Who sits out", read from the ended gathers: who played in each (for a team),
/// who sat out (kept on the Bench) and who was not there.
///
/// In order: two keepers last of all (a side needs its keeper: the two the rest of the rule
/// would seat last; a third keeper takes their turn like everyone else); then guests after
/// regulars (a guest has not played an ended gather yet, a regular has); among those,
/// whoever has played the most of the latest gathers in a row first (a player who played
/// last week sits out before one who sat out or was not there: that was their rest); then
/// whoever sat out least recently (never before long ago); then whoever played more
/// gathers; then the player numbered last on the teams screen.
struct SitOutOrder: Sendable {
  /// What the history says about one player.
  struct Standing: Equatable, Sendable {
    /// How many of the latest ended gathers they played in a row (0: they sat out the last
    /// one or were not there).
    var run = 0
    /// How many ended gathers ago they last sat out (1: the last one), or `nil` if never.
    var satOut: Int?
    /// How many ended gathers ago they last played (1: the last one), or `nil` if never.
    var lastPlayed: Int?
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
          // Still in a run only if they played every newer gather.
          if standing.run == age { standing.run += 1 }
          standing.lastPlayed = standing.lastPlayed ?? age + 1
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
        run: standing.run,
        // Never sat out ranks before every gather ago.
        satOut: standing.satOut ?? Int.max, played: standing.played, number: number(player)
      )
    }
    let turns = keyed.sorted { first, second in
      if first.guest != second.guest { return !first.guest }
      if first.run != second.run { return first.run > second.run }
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

  /// Why the player is proposed, as the screen says it, from what they did in the latest
  /// gathers: "played the last 3", "played last time", "sat out last time", "sat out 2
  /// gathers ago", "last played 4 gathers ago", "first gather"; "keeper, " before it for a
  /// keeper.
  func reason(for player: Player) -> String {
    let standing = standing(of: player)
    let history: String
    if standing.run > 1 {
      history = "played the last \(standing.run)"
    } else if standing.run == 1 {
      history = "played last time"
    } else if let satOut = standing.satOut,
      satOut <= (standing.lastPlayed ?? Int.max)
    {
      history = satOut == 1 ? "sat out last time" : "sat out \(satOut) gathers ago"
    } else if let lastPlayed = standing.lastPlayed {
      history = "last played \(lastPlayed) gathers ago"
    } else {
      history = "first gather"
    }
    return player.position == .goalkeeper ? "keeper, \(history)" : history
  }
}
