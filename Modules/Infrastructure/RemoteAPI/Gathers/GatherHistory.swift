import Domain
import Foundation

/// Builds `Gather`s from the web service's gathers, their players and the local cache.
struct GatherHistory: Sendable {
  let client: APIClient
  let cache: any GatherMetadataCache

  /// What the cache knows about this server's gathers; empty when it cannot be read, since
  /// unknown dates and teams are shown as unknown rather than failing the list.
  func knownMetadata() -> [Gather.ID: GatherMetadata] {
    (try? cache.metadata(for: client.baseURL)) ?? [:]
  }

  /// The gathers `request` lists, with their players, newest first: those with a known start
  /// date by date, then the others, last created first.
  func gathers(listedBy request: APIRequest) async throws(FootballGatherError) -> [Gather] {
    let listed = try await client.decode([GatherResource].self, from: request)
    let metadata = knownMetadata()
    var gathers: [Gather] = []
    for resource in listed.reversed() {
      let known = metadata[resource.id] ?? GatherMetadata()
      gathers.append(
        Gather(
          id: resource.id, createdAt: known.createdAt, endedAt: known.endedAt,
          players: try await players(of: resource.id, known: known),
          score: resource.score.flatMap(Score.init(parsing:)), goals: known.goals ?? [],
          teamNames: known.teamNames ?? .standard, lineUpChanges: known.lineUpChanges))
    }
    let dated = gathers.filter { $0.createdAt != nil }.sorted {
      ($0.createdAt ?? .distantPast) > ($1.createdAt ?? .distantPast)
    }
    return dated + gathers.filter { $0.createdAt == nil }
  }

  /// The players of one gather, on the team the cache remembers (`nil` when unknown), then
  /// those the cache remembers and the server dropped (deleted since), by their cached name.
  func players(
    of gather: Gather.ID, known: GatherMetadata
  ) async throws(FootballGatherError) -> [GatherPlayer] {
    let request = APIRequest(
      method: .get, path: "/api/gathers/\(gather.uuidString)/players", expectedStatus: 200,
      action: "loading the players of a gather", subject: "the gather")
    let listed = try await client.decode([PlayerResource].self, from: request)
      .filter { !known.removed.contains($0.player.id) }
      .map { GatherPlayer(player: $0.player, team: known.teams[$0.player.id]) }
    let listedIDs = Set(listed.map(\.player.id))
    let dropped = known.teams.keys.filter { !listedIDs.contains($0) }.sorted().map { id in
      GatherPlayer(
        player: Player(id: id, draft: PlayerDraft(name: known.names[id] ?? Self.unknownName)),
        team: known.teams[id])
    }
    return listed + dropped
  }

  /// How history names a player the server dropped when the cache never knew the name.
  static let unknownName = "a deleted player"
}
