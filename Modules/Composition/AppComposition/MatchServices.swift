import Domain

/// A `MatchResultService` that reports an expired session (see `SessionGuardedBackend`).
struct GuardedMatchResultService: MatchResultService {
  let base: any MatchResultService
  let `guard`: UnauthorizedGuard

  func endGather(id: Gather.ID, score: Score, goals: [Goal]) async throws -> Gather {
    try await `guard`.run { try await base.endGather(id: id, score: score, goals: goals) }
  }
}

/// A `MatchSnapshotService` that reports an expired session (see `SessionGuardedBackend`).
struct GuardedMatchSnapshotService: MatchSnapshotService {
  let base: any MatchSnapshotService
  let `guard`: UnauthorizedGuard

  func saveSnapshot(_ snapshot: MatchSnapshot) async throws {
    try await `guard`.run { try await base.saveSnapshot(snapshot) }
  }
  func loadSnapshot() async throws -> MatchSnapshot? {
    try await `guard`.run { try await base.loadSnapshot() }
  }
  func discardSnapshot() async throws {
    try await `guard`.run { try await base.discardSnapshot() }
  }
}
