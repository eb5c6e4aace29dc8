import Domain
import Foundation

/// The logged-in user's roster on the web service (`/api/players`).
struct RemotePlayerService: PlayerService {
  let client: APIClient

  func allPlayers() async throws(FootballGatherError) -> [Player] {
    let request = APIRequest(
      method: .get, path: "/api/players", expectedStatus: 200, action: "loading your players")
    return try await client.decode([PlayerResource].self, from: request).map(\.player)
  }

  /// The web service has no call for one player, so this reads the list.
  func player(id: Player.ID) async throws(FootballGatherError) -> Player {
    guard let player = try await allPlayers().first(where: { $0.id == id }) else {
      throw FootballGatherError.notFound("player \(id)")
    }
    return player
  }

  func createPlayer(_ draft: PlayerDraft) async throws(FootballGatherError) -> Player {
    let request = try APIRequest.json(
      .post, "/api/players", body: PlayerBody(draft: draft), expecting: 201,
      action: "adding the player \(draft.name)")
    let id = try await client.create(request, in: "/api/players") {
      try? WholeNumber.parse($0, in: 0...Int.max)
    }
    return Player(id: id, draft: draft)
  }

  /// Adds the players one by one; when one fails, deletes those already added and throws.
  func createPlayers(_ drafts: [PlayerDraft]) async throws(FootballGatherError) -> [Player] {
    var created: [Player] = []
    do throws(FootballGatherError) {
      for draft in drafts {
        created.append(try await createPlayer(draft))
      }
      return created
    } catch {
      let added = created
      let undone = await Compensation.run { [self] () async throws(FootballGatherError) in
        for player in added { try await deletePlayer(id: player.id) }
      }
      throw Compensation.report(
        error, undone: undone, done: "none of the players were added",
        left: "some of the players may have been added; check the list")
    }
  }

  func updatePlayer(_ player: Player) async throws(FootballGatherError) {
    let request = try APIRequest.json(
      .put, "/api/players/\(player.id)", body: PlayerBody(draft: player.draft), expecting: 204,
      action: "saving the player \(player.name)", subject: "player \(player.id)")
    try await client.send(request)
  }

  /// The web service keeps no archive: a player is deleted for good (see `archivedPlayers`).
  @discardableResult
  func deletePlayer(id: Player.ID) async throws(FootballGatherError) -> PlayerRemoval {
    let request = APIRequest(
      method: .delete, path: "/api/players/\(id)", expectedStatus: 204,
      action: "deleting player \(id)", subject: "player \(id)")
    try await client.send(request)
    return .deleted
  }
}
