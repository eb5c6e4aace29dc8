/// The logged-in user's gathers (matches).
public protocol GatherService: Sendable {
  /// Creates a gather with every player on their team, all or nothing.
  func createGather(players: [GatherPlayer]) async throws(FootballGatherError) -> Gather
  func deleteGather(id: Gather.ID) async throws(FootballGatherError)
  /// Every gather, newest first.
  func allGathers() async throws(FootballGatherError) -> [Gather]
  /// The gathers a player took part in, newest first.
  func gathers(playedBy playerID: Player.ID) async throws(FootballGatherError) -> [Gather]
}
