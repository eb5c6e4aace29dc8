import Domain

/// The web service has no archive: a deleted player is gone from the server, so there is
/// never an archived player to list or restore in remote mode.
extension RemotePlayerService {
  func archivedPlayers() async throws(FootballGatherError) -> [Player] { [] }

  @discardableResult
  func restorePlayer(id: Player.ID) async throws(FootballGatherError) -> Player {
    throw .notFound(
      "archived player \(id) (the web service keeps no archive; add the player again)")
  }
}
