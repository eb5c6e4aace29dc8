/// The logged-in user's gathers (matches).
public protocol GatherService: Sendable {
  /// Creates a gather with every player on their team, all or nothing.
  func createGather(players: [GatherPlayer]) async throws -> Gather
  /// Ends a gather with its final score.
  func endGather(id: Gather.ID, score: Score) async throws -> Gather
  func deleteGather(id: Gather.ID) async throws
  /// Every gather, newest first.
  func allGathers() async throws -> [Gather]
  /// The gathers a player took part in, newest first.
  func gathers(playedBy playerID: Player.ID) async throws -> [Gather]
}
