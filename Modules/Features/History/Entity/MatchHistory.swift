import Domain

/// The ended gathers, newest first, and the roster they are read against.
///
/// The Entity of the History module: row 1 is the newest gather; gathers still in
/// progress are not history yet.
struct MatchHistory: Equatable, Sendable {
  private(set) var gathers: [Gather]
  /// Every player on the roster, for the records table (players who never played too).
  let players: [Player]

  init(gathers: [Gather], players: [Player]) {
    self.gathers = gathers.filter { $0.score != nil }
    self.players = players.sorted { $0.id < $1.id }
  }

  var isEmpty: Bool { gathers.isEmpty }
  var count: Int { gathers.count }

  func gather(at index: Int) -> Gather? {
    gathers.indices.contains(index) ? gathers[index] : nil
  }

  /// This history with `gather` in place of the one with its id.
  func replacing(_ gather: Gather) -> MatchHistory {
    MatchHistory(gathers: gathers.map { $0.id == gather.id ? gather : $0 }, players: players)
  }

  func removing(_ id: Gather.ID) -> MatchHistory {
    MatchHistory(gathers: gathers.filter { $0.id != id }, players: players)
  }

  /// Every player's record over these gathers, in roster order, then the players who are
  /// no longer on the roster (archived) but played, under their name in their latest
  /// gather: one pass over the line-ups and goals, then one look-up per player.
  var records: [(player: Player, record: PlayerRecord)] {
    let byPlayer = PlayerRecord.records(over: gathers)
    let onRoster = Set(players.map(\.id))
    var departed: [Player.ID: Player] = [:]
    for gather in gathers {  // newest first: the first name seen is the latest
      for place in gather.players where !onRoster.contains(place.player.id) {
        if departed[place.player.id] == nil { departed[place.player.id] = place.player }
      }
    }
    let everyone = players + departed.values.sorted { $0.id < $1.id }
    return everyone.map { ($0, byPlayer[$0.id] ?? PlayerRecord(playerID: $0.id)) }
  }

  /// Every scorer's goals, in roster order (then archived players): what the store's
  /// `scorerGoals()` answers, for `TopScorers`.
  var scorers: [ScorerGoals] {
    records.filter { $0.record.goals > 0 }.map {
      ScorerGoals(playerID: $0.player.id, name: $0.player.name, goals: $0.record.goals)
    }
  }

  /// "Top scorers: Zoë 3, Ann 2, Bob 1, Cy 1" (`TopScorers.line`).
  func topScorersLine(showingAtMost shown: Int = 8) -> String? {
    TopScorers.line(scorers, showingAtMost: shown)
  }
}
