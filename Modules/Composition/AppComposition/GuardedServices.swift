import Domain

/// A `PlayerService` that reports an expired session (see `SessionGuardedBackend`).
struct GuardedPlayerService: PlayerService {
  let base: any PlayerService
  let `guard`: UnauthorizedGuard

  func allPlayers() async throws -> [Player] {
    try await `guard`.run { try await base.allPlayers() }
  }
  func player(id: Player.ID) async throws -> Player {
    try await `guard`.run { try await base.player(id: id) }
  }
  func createPlayer(_ draft: PlayerDraft) async throws -> Player {
    try await `guard`.run { try await base.createPlayer(draft) }
  }
  func createPlayers(_ drafts: [PlayerDraft]) async throws -> [Player] {
    try await `guard`.run { try await base.createPlayers(drafts) }
  }
  func updatePlayer(_ player: Player) async throws {
    try await `guard`.run { try await base.updatePlayer(player) }
  }
  func deletePlayer(id: Player.ID) async throws -> PlayerRemoval {
    try await `guard`.run { try await base.deletePlayer(id: id) }
  }
  func archivedPlayers() async throws -> [Player] {
    try await `guard`.run { try await base.archivedPlayers() }
  }
  func restorePlayer(id: Player.ID) async throws -> Player {
    try await `guard`.run { try await base.restorePlayer(id: id) }
  }
}

/// A `GatherService` that reports an expired session (see `SessionGuardedBackend`).
struct GuardedGatherService: GatherService {
  let base: any GatherService
  let `guard`: UnauthorizedGuard

  func createGather(players: [GatherPlayer]) async throws -> Gather {
    try await `guard`.run { try await base.createGather(players: players) }
  }
  func endGather(id: Gather.ID, score: Score) async throws -> Gather {
    try await `guard`.run { try await base.endGather(id: id, score: score) }
  }
  func deleteGather(id: Gather.ID) async throws {
    try await `guard`.run { try await base.deleteGather(id: id) }
  }
  func allGathers() async throws -> [Gather] {
    try await `guard`.run { try await base.allGathers() }
  }
  func gathers(playedBy playerID: Player.ID) async throws -> [Gather] {
    try await `guard`.run { try await base.gathers(playedBy: playerID) }
  }
}
