import Domain

/// The web service has no archive: a deleted player is gone from the server, so there is
/// never an archived player to list or restore in remote mode.
extension RemotePlayerService {
  func archivedPlayers() async throws(FootballGatherError) -> [Player] { [] }

  /// Every gather the server lists for the player: deleting drops them from each one.
  func gathersLosing(playerID: Player.ID) async throws(FootballGatherError) -> Int {
    let request = APIRequest(
      method: .get, path: "/api/players/\(playerID)/gathers", expectedStatus: 200,
      action: "loading the gathers of player \(playerID)", subject: "player \(playerID)")
    return try await client.decode([GatherResource].self, from: request).count
  }

  @discardableResult
  func restorePlayer(id: Player.ID) async throws(FootballGatherError) -> Player {
    throw .notFound(
      "archived player \(id) (the web service keeps no archive; add the player again)")
  }
}
