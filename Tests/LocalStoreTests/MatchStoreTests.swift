import Domain
import Foundation
import Testing

@testable import LocalStore

@Suite("Matches: goal logs and the match in progress")
struct MatchStoreTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(players: ["Ana", "Bo"])
  }

  private func startGather() async throws -> Gather {
    try await coach.gathers.createGather(players: [
      GatherPlayer(player: coach.players[0], team: .teamA),
      GatherPlayer(player: coach.players[1], team: .teamB),
    ])
  }

  private func snapshot(of gather: Gather, goals: [Goal] = []) -> MatchSnapshot {
    MatchSnapshot(
      gatherID: gather.id, players: gather.players, goals: goals,
      timer: MatchTimerState(
        plan: MatchPlan(periods: 2, periodSeconds: 1_500, breakSeconds: 300), stage: 2,
        remainingMilliseconds: 754_321, wasRunning: true))
  }

  @Test("a version 1 file gets the goals and match_snapshots tables, up to the latest version")
  func migratesFromVersionOne() async throws {
    let old = coach.fixture.directory.path("old.sqlite")
    _ = try Database(path: old, migrator: Migrator(migrations: [Schema.version1]))
    _ = try StoreFixture.openStore(at: old)
    let db = try SQLiteConnection(path: old)
    #expect(try db.userVersion() == Schema.latestVersion)
    let tables = try db.query(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name IN ('goals', 'match_snapshots')"
    ) { $0.text(0) }
    #expect(Set(tables) == ["goals", "match_snapshots"])
  }

  @Test("ending with goals saves score, winner, end time and goal log, and forgets the snapshot")
  func endsWithGoals() async throws {
    let gather = try await startGather()
    let snapshots = coach.snapshots
    try await snapshots.saveSnapshot(snapshot(of: gather))
    let goals = [
      Goal(team: .teamB, scorerID: coach.players[1].id, minute: 3), Goal(team: .teamB),
      Goal(team: .teamA, scorerID: coach.players[0].id, minute: 40),
    ]
    let ended = try await coach.results.endGather(
      id: gather.id, score: Score(goals: goals), goals: goals)
    #expect(ended.score == Score(teamA: 1, teamB: 2) && ended.outcome == .win(.teamB))
    #expect(ended.endedAt != nil && ended.goals == goals)
    #expect(try await snapshots.loadSnapshot() == nil)
    try coach.fixture.reopen()
    let stored = try await coach.gathers.allGathers()
    #expect(stored.first?.goals == goals)
  }

  @Test("a snapshot survives reopening with team names and numbers, and is replaced and discarded")
  func snapshotRoundTrip() async throws {
    let gather = try await startGather()
    let snapshots = coach.snapshots
    #expect(try await snapshots.loadSnapshot() == nil)
    try await snapshots.saveSnapshot(snapshot(of: gather))
    var later = snapshot(of: gather, goals: [Goal(team: .teamA, scorerID: coach.players[0].id)])
    later.teamNames = try TeamNames.standard.renaming(.teamB, to: "Skins")
    later.players = [
      GatherPlayer(player: coach.players[0], team: .teamA, number: 2),
      GatherPlayer(player: coach.players[1], team: .teamB, number: 5),
    ]
    try await snapshots.saveSnapshot(later)
    try coach.fixture.reopen()
    let reopened = coach.snapshots
    #expect(try await reopened.loadSnapshot() == later)
    try await reopened.discardSnapshot()
    #expect(try await reopened.loadSnapshot() == nil)
    try await reopened.discardSnapshot()
  }

  @Test("a snapshot is private to its user and goes with its gather")
  func snapshotIsolation() async throws {
    let gather = try await startGather()
    try await coach.snapshots.saveSnapshot(snapshot(of: gather))
    let other = try await coach.fixture.register("rival")
    #expect(try await coach.fixture.store.matchSnapshots(for: other).loadSnapshot() == nil)
    await #expect(throws: FootballGatherError.notFound("gather \(gather.id)")) {
      try await coach.fixture.store.matchSnapshots(for: other).saveSnapshot(snapshot(of: gather))
    }
    try await coach.gathers.deleteGather(id: gather.id)
    #expect(try await coach.snapshots.loadSnapshot() == nil)
  }
}
