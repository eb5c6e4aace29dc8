import Domain
import Foundation
import Testing

@testable import LocalStore

/// A match whose line-up is its gather's own is saved without repeating the line-up (a
/// league day's 10,000 players are written once, by `play`), and resumes with it.
@Suite("A match's line-up kept by its gather")
struct MatchLineUpInGatherTests {
  private let fixture: StoreFixture
  private let user: User
  private let lineUp: [GatherPlayer]

  init() async throws {
    fixture = try StoreFixture()
    user = try await fixture.register("coach")
    let roster = try await fixture.store.players(for: user).createPlayers(
      (1...300).map { PlayerDraft(name: "Player \($0)", age: 20 + $0 % 30, skill: .amateur) })
    lineUp = roster.reversed().enumerated().map { offset, player in
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
    try fixture.rawConnection().queryFirst("SELECT snapshot FROM match_snapshots") {
      $0.text(0)
    } ?? ""
  }

  @Test("the match of a new gather is saved in a few hundred bytes and resumes whole")
  func savedWithoutItsLineUp() async throws {
    let gather = try await fixture.store.gathers(for: user).createGather(players: lineUp)
    let playing = Match(gather: gather).snapshot(at: .zero).players
    let saved = snapshot(of: gather, players: playing)
    try await fixture.store.matchSnapshots(for: user).saveSnapshot(saved)
    #expect(try storedJSON().utf8.count < 1_000)
    try fixture.reopen()
    let resumed = fixture.store.matchSnapshots(for: user)
    #expect(try await resumed.loadSnapshot() == saved)
    // Saved again after resuming: still without the line-up, still the same match.
    var later = saved
    later.goals.append(Goal(team: .teamB))
    try await resumed.saveSnapshot(later)
    #expect(try storedJSON().utf8.count < 1_000)
    try fixture.reopen()
    #expect(try await fixture.store.matchSnapshots(for: user).loadSnapshot() == later)
  }

  @Test("a line-up changed during the match is saved in the snapshot itself")
  func changedLineUpSavedWhole() async throws {
    let gather = try await fixture.store.gathers(for: user).createGather(players: lineUp)
    var playing = Match(gather: gather).snapshot(at: .zero).players
    let snapshots = fixture.store.matchSnapshots(for: user)
    try await snapshots.saveSnapshot(snapshot(of: gather, players: playing))
    playing[0].team = .teamB
    playing.removeLast()
    let changed = snapshot(of: gather, players: playing)
    try await snapshots.saveSnapshot(changed)
    #expect(try storedJSON().contains("\"players\":[{"))
    try fixture.reopen()
    #expect(try await fixture.store.matchSnapshots(for: user).loadSnapshot() == changed)
  }

  @Test("a match that keeps the bench in its line-up resumes with the bench")
  func benchKept() async throws {
    let gather = try await fixture.store.gathers(for: user).createGather(players: lineUp)
    let saved = snapshot(of: gather, players: gather.players)
    try await fixture.store.matchSnapshots(for: user).saveSnapshot(saved)
    try fixture.reopen()
    #expect(try await fixture.store.matchSnapshots(for: user).loadSnapshot() == saved)
  }
}
