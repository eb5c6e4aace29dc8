import Domain
import Foundation
import RemoteAPI
import StandInHarness
import TestSupport
import Testing

/// What the server does not keep for a match (the goal log, the match in progress) is kept
/// locally, per server and user.
struct MatchStorageTests {
  @Test func aGoalLogIsKeptInTheCacheAndComesBackWithTheHistory() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let session = try await live.signUp("ann").session
    let backend = live.client()
    let players = try await backend.players(for: session).createPlayers([
      PlayerDraft(name: "Ann"), PlayerDraft(name: "Bob"),
    ])
    let gather = try await backend.gathers(for: session).createGather(players: [
      GatherPlayer(player: players[0], team: .teamA),
      GatherPlayer(player: players[1], team: .teamB),
    ])
    let goals = [Goal(team: .teamA, scorerID: players[0].id, minute: 3)]
    let ended = try await backend.matchResults(for: session).endGather(
      id: gather.id, score: Score(goals: goals), goals: goals)
    #expect(ended.goals == goals)
    let history = try await live.client().gathers(for: session).allGathers()
    #expect(history.map(\.goals) == [goals])
    #expect(history.first?.score == Score(teamA: 1, teamB: 0))
  }

  /// The next gather's picks and teams, which the server does not keep either.
  @Test func theTeamsKeptUntilPlayedAreAPrivateFilePerServerAndUser() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let user = User(id: UUID(), username: "ann")
    let server = try #require(URL(string: "http://127.0.0.1:8080"))
    let store = FileTeamDraftStore(directory: folder.url, server: server, user: user)
    #expect(try await store.loadDraft() == nil)
    let teams = TeamDraft.Teams(
      teamA: [1], teamB: [2], bench: [], teamNames: TeamNames(teamA: "Bibs", teamB: "Team B"))
    try await store.savePicks([1, 2])
    try await store.saveTeams(teams)
    #expect(try await store.loadDraft() == TeamDraft(picks: [1, 2], teams: teams))
    for url in [store.picksURL, store.teamsURL] {
      let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions]
      #expect((mode as? NSNumber)?.intValue == 0o600)
    }
    let otherUser = FileTeamDraftStore(
      directory: folder.url, server: server, user: User(id: UUID(), username: "bob"))
    #expect(try await otherUser.loadDraft() == nil)
    try await store.savePicks([])
    #expect(try await store.loadDraft() == TeamDraft(picks: [], teams: teams))
    try await store.discardDraft()
    #expect(try await store.loadDraft() == nil)
    try await store.discardDraft()
  }

  @Test func theMatchInProgressIsAPrivateFilePerServerAndUser() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let user = User(id: UUID(), username: "ann")
    let server = URL(string: "http://127.0.0.1:8080")!
    let store = FileMatchSnapshotStore(directory: folder.url, server: server, user: user)
    #expect(try await store.loadSnapshot() == nil)
    let snapshot = MatchSnapshotFixture.make()
    try await store.saveSnapshot(snapshot)
    #expect(try await store.loadSnapshot() == snapshot)
    let mode = try FileManager.default.attributesOfItem(atPath: store.fileURL.path)[
      .posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
    let otherUser = FileMatchSnapshotStore(
      directory: folder.url, server: server, user: User(id: UUID(), username: "bob"))
    #expect(try await otherUser.loadSnapshot() == nil)
    try await store.discardSnapshot()
    #expect(try await store.loadSnapshot() == nil)
    try await store.discardSnapshot()
  }

  @Test func aDamagedSnapshotIsAClearErrorAndIsLeftInPlace() async throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let store = FileMatchSnapshotStore(
      directory: folder.url, server: URL(string: "http://h:1")!,
      user: User(id: UUID(), username: "a"))
    try Data("{not json".utf8).write(to: store.fileURL)
    await #expect(throws: FootballGatherError.self) { try await store.loadSnapshot() }
    #expect(try Data(contentsOf: store.fileURL) == Data("{not json".utf8))
  }
}

enum MatchSnapshotFixture {
  static func make() -> MatchSnapshot {
    MatchSnapshot(
      gatherID: UUID(),
      players: [GatherPlayer(player: Player(id: 1, name: "Zoë \"Z\""), team: .teamA)],
      goals: [Goal(team: .teamA, scorerID: 1, minute: 4)],
      timer: MatchTimerState(
        plan: MatchPlan(periods: 2, periodSeconds: 1500, breakSeconds: 300), stage: 1,
        remainingMilliseconds: 754_321, wasRunning: true))
  }
}
