import Domain

/// Pages and name searches of the roster. The web service has neither, so each reads the
/// whole list once (one request, as a full list costs) and slices it here: a page is never
/// more than one request, and never older than the request that showed it.
extension RemotePlayerService {
  func rosterPage(_ positions: Range<Int>) async throws(FootballGatherError) -> RosterPage {
    RosterPage(slicing: try await rosterByID(), at: positions)
  }

  func players(nameContaining text: String, limit: Int) async throws(FootballGatherError)
    -> PlayerMatches
  {
    PlayerMatches(searching: try await rosterByID(), for: text, limit: limit)
  }

  /// The roster in the order positions count (by id), whatever order the server sends.
  private func rosterByID() async throws(FootballGatherError) -> [Player] {
    try await allPlayers().sorted { $0.id < $1.id }
  }
}
