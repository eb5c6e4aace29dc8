import Domain
import Foundation
import Testing

@testable import LocalStore

/// A match whose line-up is its gather's own is saved without repeating the line-up (a
/// league day's 10,000 players are written once, by `play`), and resumes with it.
@Suite("A match's line-up kept by its gather")
struct MatchLineUpInGatherTests {
  private let coach: StoreCoach
  private let lineUp: [GatherPlayer]

  init() async throws {
    coach = try await StoreCoach(
      drafts: (1...300).map {
        PlayerDraft(name: "Player \($0)", age: 20 + $0 % 30, skill: .amateur)
      })
    lineUp = coach.players.reversed().enumerated().map { offset, player in
      GatherPlayer(
        player: player, team: [Team.teamA, .teamB, .bench][offset % 3], number: offset + 1)
    }
  }

  private func snapshot(of gather: Gather, players: [GatherPlayer]) -> MatchSnapshot {
    MatchSnapshot(
      gatherID: gather.id, players: players, goals: [Goal(team: .teamA)],
      timer: MatchTimerState(
        plan: MatchPlan(periods: 2, periodSeconds: 1_500, breakSeconds: 300), stage: 1,
        remainingMilliseconds: 754_321, wasRunning: true))
  }

  private func storedJSON() throws -> String {
    try coach.fixture.rawConnection().queryFirst("SELECT snapshot FROM match_snapshots") {
      $0.text(0)
    } ?? ""
  }

  @Test("the match of a new gather is saved in a few hundred bytes and resumes whole")
  func savedWithoutItsLineUp() async throws {
    let gather = try await coach.gathers.createGather(players: lineUp)
    let playing = Match(gather: gather).snapshot(at: .zero).players
    let saved = snapshot(of: gather, players: playing)
    try await coach.snapshots.saveSnapshot(saved)
    #expect(try storedJSON().utf8.count < 1_000)
    try coach.fixture.reopen()
    let resumed = coach.snapshots
    #expect(try await resumed.loadSnapshot() == saved)
    // Saved again after resuming: still without the line-up, still the same match.
    var later = saved
    later.goals.append(Goal(team: .teamB))
    try await resumed.saveSnapshot(later)
    #expect(try storedJSON().utf8.count < 1_000)
    try coach.fixture.reopen()
    #expect(try await coach.snapshots.loadSnapshot() == later)
  }

  @Test("a line-up changed during the match is saved in the snapshot itself")
  func changedLineUpSavedWhole() async throws {
    let gather = try await coach.gathers.createGather(players: lineUp)
    var playing = Match(gather: gather).snapshot(at: .zero).players
    let snapshots = coach.snapshots
    try await snapshots.saveSnapshot(snapshot(of: gather, players: playing))
    playing[0].team = .teamB
    playing.removeLast()
    let changed = snapshot(of: gather, players: playing)
    try await snapshots.saveSnapshot(changed)
    #expect(try storedJSON().contains("\"players\":[{"))
    try coach.fixture.reopen()
    #expect(try await coach.snapshots.loadSnapshot() == changed)
  }

  @Test("a match that keeps the bench in its line-up resumes with the bench")
  func benchKept() async throws {
    let gather = try await coach.gathers.createGather(players: lineUp)
    let saved = snapshot(of: gather, players: gather.players)
    try await coach.snapshots.saveSnapshot(saved)
    try coach.fixture.reopen()
    #expect(try await coach.snapshots.loadSnapshot() == saved)
  }
}
