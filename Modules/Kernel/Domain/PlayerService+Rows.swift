extension PlayerService {
  /// The players on `indices` (0-based rows) by row: those `roster` has loaded, else one
  /// page from the lowest row to the highest. Rows past the end are missing.
  public func players(at indices: [Int], of roster: PlayerRoster)
    async throws(FootballGatherError) -> [Int: Player]
  {
    let wanted = indices.filter { $0 >= 0 && $0 < roster.count }
    var page = roster
    if !roster.hasLoaded(wanted), let first = wanted.min(), let last = wanted.max() {
      page = PlayerRoster(try await rosterPage(first..<(last + 1)))
    }
    var found: [Int: Player] = [:]
    for index in wanted {
      if let player = page.player(at: index) { found[index] = player }
    }
    return found
  }
}
