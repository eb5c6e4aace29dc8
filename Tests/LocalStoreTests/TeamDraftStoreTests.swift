import Domain
import Foundation
import Testing

@testable import LocalStore

/// The next gather's picks and teams in the embedded store: two JSON rows per user in
/// `settings` (the picks, the teams), each replaced alone, read back by a store opened
/// later on the same file, never seen by another user, and gone once discarded.
@Suite("Team drafts: the picks and teams kept until played")
struct TeamDraftStoreTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(players: ["Ana", "Bo", "Cy"])
  }

  private var teams: TeamDraft.Teams {
    TeamDraft.Teams(
      teamA: [coach.players[0].id], teamB: [coach.players[1].id],
      bench: [coach.players[2].id], teamNames: TeamNames(teamA: "Bibs", teamB: "Team B"),
      size: 1, sittingOut: [coach.players[2].id], proposed: [coach.players[2].id])
  }

  @Test("the picks and the teams are read back whole by a store opened later on the file")
  func keptAcrossRuns() async throws {
    let drafts = coach.fixture.store.teamDrafts(for: coach.user)
    #expect(try await drafts.loadDraft() == nil)
    let picks = coach.players.map(\.id)
    try await drafts.savePicks(picks)
    try await drafts.saveTeams(teams)
    let reopened = try StoreFixture.openStore(at: coach.fixture.store.path)
    #expect(
      try await reopened.teamDrafts(for: coach.user).loadDraft()
        == TeamDraft(picks: picks, teams: teams))
    // Each part is replaced alone.
    try await drafts.savePicks([])
    #expect(try await drafts.loadDraft() == TeamDraft(picks: [], teams: teams))
    // Another user of the same file sees none.
    let other = try await coach.fixture.register("assistant")
    #expect(try await reopened.teamDrafts(for: other).loadDraft() == nil)
  }

  @Test("discarding forgets both parts; saving none of either forgets it too")
  func discardedAndEmptied() async throws {
    let drafts = coach.fixture.store.teamDrafts(for: coach.user)
    try await drafts.savePicks([coach.players[0].id])
    try await drafts.saveTeams(teams)
    try await drafts.discardDraft()
    #expect(try await drafts.loadDraft() == nil)
    try await drafts.discardDraft()  // nothing kept: nothing happens
    try await drafts.saveTeams(teams)
    try await drafts.saveTeams(nil)
    try await drafts.savePicks([])
    #expect(try await drafts.loadDraft() == nil)
  }
}
