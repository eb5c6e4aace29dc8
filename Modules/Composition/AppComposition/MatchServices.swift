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

/// Ends a gather on a backend that keeps no goals (the web service): score and winner
/// only. The goal log is dropped; the remote branch can replace this with a real one.
struct ScoreOnlyMatchResults: MatchResultService {
  let gathers: any GatherService

  func endGather(id: Gather.ID, score: Score, goals: [Goal]) async throws -> Gather {
    var gather = try await gathers.endGather(id: id, score: score)
    gather.goals = goals
    return gather
  }
}

/// Keeps no match in progress: what remote mode has until it gets a snapshot store.
struct UnsavedMatchSnapshots: MatchSnapshotService {
  func saveSnapshot(_ snapshot: MatchSnapshot) async throws {}
  func loadSnapshot() async throws -> MatchSnapshot? { nil }
  func discardSnapshot() async throws {}
}
