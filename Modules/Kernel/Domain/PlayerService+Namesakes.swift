extension PlayerService {
  /// The roster's players whose name is `name` ignoring case and accents (`NameKey`), with
  /// their 0-based roster positions: whom a new player of that name would duplicate.
  public func namesakes(of name: String) async throws(FootballGatherError)
    -> [PlayerMatches.Match]
  {
    let key = NameKey(name)
    return try await players(nameContaining: name, limit: 1_000).matches
      .filter { NameKey($0.player.name) == key }
  }
}
