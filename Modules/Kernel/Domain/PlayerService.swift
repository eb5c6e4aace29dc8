/// The logged-in user's roster.
///
/// An instance is bound to one session; it never sees another user's players.
public protocol PlayerService: Sendable {
  func allPlayers() async throws(FootballGatherError) -> [Player]
  func createPlayer(_ draft: PlayerDraft) async throws(FootballGatherError) -> Player
  /// Adds every draft or none of them (one transaction where the backend has them).
  func createPlayers(_ drafts: [PlayerDraft]) async throws(FootballGatherError) -> [Player]
  /// Replaces every field of the player. Throws `.notFound` for an unknown id.
  func updatePlayer(_ player: Player) async throws(FootballGatherError)
  /// Throws `.notFound` for an unknown id.
  func deletePlayer(id: Player.ID) async throws(FootballGatherError)
}
