import Domain
import Foundation
import TestSupport
import Testing

@testable import LocalStore

/// A line-up that changed during the match, kept with the gather when it ends: each
/// player on the team their game counts for, a latecomer added, the changes with their
/// minutes; all in the end's one transaction.
@Suite("Line-ups that change")
struct LineUpStoreTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(players: ["Ana", "Bo", "Cy", "Di", "Eve"])
  }

  /// Ana and Bo on Team A, Cy and Di on Team B; Eve comes late.
  private func started() async throws -> Match {
    let gather = try await coach.gathers.createGather(
      players: zip(coach.players.prefix(4), [Team.teamA, .teamA, .teamB, .teamB]).map {
        GatherPlayer(player: $0, team: $1)
      })
    var match = Match(gather: gather)
    try match.timer.start(at: .zero)
    _ = try match.join(coach.players[4], to: .bench, at: .seconds(300))
    try match.change(.substitute(off: 2, on: 5), at: .seconds(300))
    try match.change(.swap(first: 1, second: 3), at: .seconds(400))
    return match
  }

  @Test("the end keeps who played for whom, the latecomer and the changes, also after a restart")
  func endKeepsTheLineUp() async throws {
    let match = try await started()
    let ended = try await coach.results.endGather(
      id: match.gatherID, score: Score(teamA: 1, teamB: 0), goals: [], lineUp: match.playedLineUp)
    try coach.fixture.reopen()
    let gathers = try await coach.gathers.allGathers()
    #expect(gathers == [ended])
    let teams = gathers.first?.players.map { "\($0.player.name) \($0.team?.displayName ?? "-")" }
    #expect(teams == ["Ana Team B", "Bo Team A", "Cy Team A", "Di Team B", "Eve Team A"])
    #expect(gathers.first?.lineUpChanges == match.changes)
    #expect(gathers.first?.lineUpChanges.map(\.minute) == [6, 6, 7, 7])
    let page = try await coach.gathers.historyPage(at: 0..<10)
    #expect(page.gathers.first?.lineUpChanges == match.changes)
    let records = PlayerRecord.records(over: gathers)
    #expect(
      records[coach.players[1].id] == PlayerRecord(playerID: coach.players[1].id, played: 1, won: 1)
    )
    #expect(
      records[coach.players[0].id]
        == PlayerRecord(playerID: coach.players[0].id, played: 1, lost: 1))
  }

  @Test("a latecomer who is not the user's player is refused and the gather stays unended")
  func aStrangersPlayerIsRefused() async throws {
    let other = try await coach.fixture.register("rival")
    let stranger = try await coach.fixture.store.players(for: other).createPlayers([
      PlayerDraft(name: "Zed")
    ])
    var match = try await started()
    _ = try match.join(stranger[0], to: .teamA, at: .seconds(500))
    await #expect(throws: FootballGatherError.notFound("player \(stranger[0].id)")) {
      try await coach.results.endGather(
        id: match.gatherID, score: Score(), goals: [], lineUp: match.playedLineUp)
    }
    let gathers = try await coach.gathers.allGathers()
    #expect(gathers.first?.score == nil)
    #expect(gathers.first?.players.count == 4)
    #expect(gathers.first?.lineUpChanges == [])
  }

  @Test("the match in progress keeps its Bench, latecomer and changes across a restart")
  func theSnapshotKeepsTheLineUp() async throws {
    let match = try await started()
    try await coach.snapshots.saveSnapshot(
      match.snapshot(at: .seconds(400)))
    try coach.fixture.reopen()
    let saved = try await coach.snapshots.loadSnapshot()
    let resumed = try #require(saved.map(Match.init(snapshot:)))
    #expect(resumed.lineUp == match.lineUp)
    #expect(resumed.changes == match.changes)
    #expect(resumed.players(of: .bench).map(\.name) == ["Bo"])
  }
}

/// A past line-up corrected from History, in one transaction.
@Suite("Line-ups corrected afterwards")
struct LineUpCorrectionStoreTests {
  @Test(
    "teams change, a roster player joins, one leaves; score and goals stay; errors change nothing")
  func correctLineUp() async throws {
    let coach = try await StoreCoach(players: ["Ana", "Bo", "Cy"])
    let (players, gathers, results) = (coach.players, coach.gathers, coach.results)
    let gather = try await gathers.createGather(
      players: [
        GatherPlayer(player: players[0], team: .teamA),
        GatherPlayer(player: players[1], team: .teamB),
      ])
    let goals = [Goal(team: .teamA, scorerID: players[0].id)]
    let ended = try await results.endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0), goals: goals)
    let lineUp = [
      GatherPlayer(player: players[0], team: .teamA),
      GatherPlayer(player: players[2], team: .bench),
    ]
    let corrected = try await results.correctLineUp(id: gather.id, players: lineUp)
    #expect(corrected.players.map(\.player.id) == [players[0].id, players[2].id])
    #expect(corrected.players.map(\.team) == [.teamA, .bench])
    #expect(corrected.score == ended.score && corrected.goals == goals)
    #expect(try await gathers.gather(id: gather.id) == corrected)
    let stranger = try await coach.fixture.store.players(
      for: try await coach.fixture.register("rival")
    )
    .createPlayers([PlayerDraft(name: "Zed")])
    await #expect(throws: FootballGatherError.notFound("player \(stranger[0].id)")) {
      try await results.correctLineUp(
        id: gather.id, players: lineUp + [GatherPlayer(player: stranger[0], team: .teamB)])
    }
    let unended = try await gathers.createGather(players: lineUp)
    await #expect(throws: FootballGatherError.notFound("ended gather \(unended.id)")) {
      try await results.correctLineUp(id: unended.id, players: [])
    }
    #expect(try await gathers.gather(id: gather.id) == corrected)
  }
}
