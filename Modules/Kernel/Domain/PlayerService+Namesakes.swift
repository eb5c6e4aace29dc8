extension PlayerService {
  /// The namesakes among the first 1,000 players whose name contains `name`: for backends
  /// that cannot ask for less.
  public func namesakes(of name: String) async throws(FootballGatherError)
    -> [PlayerMatches.Match]
  {
    let key = NameKey(name)
    return try await players(nameContaining: name, limit: 1_000).matches
      .filter { NameKey($0.player.name) == key }
  }
}
