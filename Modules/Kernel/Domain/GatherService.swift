/// The logged-in user's gathers (matches).
public protocol GatherService: Sendable {
  /// Creates a gather with every player on their team (and number), called `teamNames`,
  /// all or nothing.
  func createGather(players: [GatherPlayer], teamNames: TeamNames)
    async throws(FootballGatherError) -> Gather
  /// Gives a gather's teams new names (`name a Bibs` on the match screen). Throws
  /// `.notFound` for an unknown id.
  func renameTeams(of id: Gather.ID, to teamNames: TeamNames) async throws(FootballGatherError)
  func deleteGather(id: Gather.ID) async throws(FootballGatherError)
  /// Every gather, newest first.
  func allGathers() async throws(FootballGatherError) -> [Gather]
  /// The gathers a player took part in, newest first.
  func gathers(playedBy playerID: Player.ID) async throws(FootballGatherError) -> [Gather]
}

extension GatherService {
  /// Creates a gather whose teams are called "Team A" and "Team B".
  public func createGather(players: [GatherPlayer]) async throws(FootballGatherError) -> Gather {
    try await createGather(players: players, teamNames: .standard)
  }
}
