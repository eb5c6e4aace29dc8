/// The roster as a screen reads it: a page of rows, the players on some rows, the players
/// a name fits. Written once here; the player list's and the selection's interactors
/// conform and so both get these use cases from their `playerService`.
public protocol RosterBrowsing: Sendable {
  /// Where the players are kept.
  var playerService: any PlayerService { get }
}

extension RosterBrowsing {
  /// The roster's length and the players on `rows` (0-based), not the others.
  public func loadRoster(rows: Range<Int>) async throws(FootballGatherError) -> PlayerRoster {
    PlayerRoster(try await playerService.rosterPage(rows), loadedFor: rows)
  }

  /// The players on `indices` (0-based rows), by row; rows past the end are missing.
  public func players(at indices: [Int], of roster: PlayerRoster)
    async throws(FootballGatherError) -> [Int: Player]
  {
    try await playerService.players(at: indices, of: roster)
  }

  /// The players whose name contains `text` (any case): the first `limit`, with their rows.
  public func find(_ text: String, limit: Int) async throws(FootballGatherError)
    -> PlayerMatches
  {
    try await playerService.players(nameContaining: text, limit: limit)
  }
}
