import Domain
import Foundation
import Testing

@testable import LocalStore

/// The next gather's picks and teams in the embedded store: one JSON row per user in
/// `settings`, replaced on every save, read back by a store opened later on the same file,
/// never seen by another user, and gone once discarded or emptied.
@Suite("Team drafts: the picks and teams kept until played")
struct TeamDraftStoreTests {
  private let coach: StoreCoach

  init() async throws {
    coach = try await StoreCoach(players: ["Ana", "Bo", "Cy"])
  }

  private var draft: TeamDraft {
    TeamDraft(
      picks: coach.players,
      teams: TeamDraft.Teams(
        lineUp: [
          GatherPlayer(player: coach.players[0], team: .teamA, number: 1),
          GatherPlayer(player: coach.players[1], team: .teamB, number: 2),
          GatherPlayer(player: coach.players[2], team: .bench, number: 3),
        ],
        teamNames: TeamNames(teamA: "Bibs", teamB: "Team B"), size: 1,
        sittingOut: [coach.players[2].id], proposed: [coach.players[2].id]))
  }

  @Test("a saved draft is read back whole by a store opened later on the same file")
  func keptAcrossRuns() async throws {
    let drafts = coach.fixture.store.teamDrafts(for: coach.user)
    #expect(try await drafts.loadDraft() == nil)
    try await drafts.saveDraft(draft)
    let reopened = try StoreFixture.openStore(at: coach.fixture.store.path)
    #expect(try await reopened.teamDrafts(for: coach.user).loadDraft() == draft)
    // Another user of the same file sees none.
    let other = try await coach.fixture.register("assistant")
    #expect(try await reopened.teamDrafts(for: other).loadDraft() == nil)
  }

  @Test("discarding forgets it; saving an empty draft forgets it too")
  func discardedAndEmptied() async throws {
    let drafts = coach.fixture.store.teamDrafts(for: coach.user)
    try await drafts.saveDraft(draft)
    try await drafts.discardDraft()
    #expect(try await drafts.loadDraft() == nil)
    try await drafts.discardDraft()  // nothing kept: nothing happens
    try await drafts.saveDraft(draft)
    try await drafts.saveDraft(TeamDraft())
    #expect(try await drafts.loadDraft() == nil)
  }
}
