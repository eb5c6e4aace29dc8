import Domain
import TestSupport
import Testing

@testable import PlayerListFeature

struct PlayerListInteractorTests {
  @Test func loadsTheRosterInTheOrderPlayersWereAdded() async throws {
    let service = FakePlayerService(players: [.cy, .ann, .bob])
    let roster = try await PlayerListInteractor(
      playerService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService()
    )
    .loadRoster(rows: 0..<50)
    #expect(roster.players.map(\.name) == ["Ann", "Bob", "Cy"])
  }

  @Test func deletingRemovesThePlayerFromTheServiceAndTheRoster() async throws {
    let service = FakePlayerService(players: [.ann, .bob])
    let interactor = PlayerListInteractor(
      playerService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService())
    let roster = try await interactor.loadRoster(rows: 0..<50)
    let after = try await interactor.delete(.ann, from: roster)
    #expect(after.roster.players == [.bob])
    #expect(after.removal == .deleted)
    #expect(service.players == [.bob])
    #expect(service.calls.suffix(2) == [.delete(1), .page(0..<50)])
  }

  @Test func aPlayerWhoPlayedIsArchived() async throws {
    let service = FakePlayerService(players: [.ann, .bob], gatherCounts: [1: 3])
    let interactor = PlayerListInteractor(
      playerService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService())
    let after = try await interactor.delete(
      .ann, from: try await interactor.loadRoster(rows: 0..<50))
    #expect(after.removal == .archived(gathers: 3))
    #expect(after.roster.players == [.bob])
    #expect(try await service.archivedPlayers() == [.ann])
  }

  @Test func whatDeletingDropsIsLearnedForEachRowAskedAndOnlyThose() async throws {
    let service = FakePlayerService(players: [.ann, .bob, .cy], gatherCounts: [2: 4])
    let interactor = PlayerListInteractor(
      playerService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService())
    let roster = try await interactor.loadRoster(rows: 0..<50)
    let found = try await interactor.deletions(at: [1, 0, 7], of: roster)
    #expect(found.keys.sorted() == [0, 1])
    #expect(found[1]?.player == .bob)
    #expect(found[0]?.player == .ann)
  }

  @Test func aPageLoadsOnlyItsRowsAndTheCountNeverTheWholeRoster() async throws {
    let everyone = (1...120).map { Player(id: $0, name: "Player \($0)") }
    let service = FakePlayerService(players: everyone)
    let interactor = PlayerListInteractor(
      playerService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService())
    let roster = try await interactor.loadRoster(rows: 50..<100)
    #expect(roster.count == 120)
    #expect(roster.players.map(\.id) == Array(51...100))
    #expect(roster.player(at: 50)?.name == "Player 51")
    #expect(roster.player(at: 10) == nil)
    let picked = try await interactor.players(at: [0, 119, 60], of: roster)
    #expect(picked.mapValues(\.id) == [0: 1, 119: 120, 60: 61])
    let found = try await interactor.find("player 11", limit: 3)
    #expect(found.total == 11)
    #expect(found.matches.map(\.position) == [10, 109, 110])
    #expect(!service.calls.contains(.all))
    #expect(service.calls == [.page(50..<100), .page(0..<120), .find("player 11", limit: 3)])
  }

  @Test func aServiceFailureComesBackAsAUserReadableError() async {
    let service = FakePlayerService(players: [.ann])
    service.setFailure(.storage("database is locked"))
    await #expect(throws: FootballGatherError.storage("database is locked")) {
      try await PlayerListInteractor(
        playerService: service, snapshotService: FakeMatchSnapshotService(),
        draftService: FakeTeamDraftService()
      )
      .loadRoster(rows: 0..<50)
    }
  }

  @Test func aFailedDeleteKeepsThePlayer() async throws {
    let service = FakePlayerService(players: [.ann])
    let interactor = PlayerListInteractor(
      playerService: service, snapshotService: FakeMatchSnapshotService(),
      draftService: FakeTeamDraftService())
    let roster = try await interactor.loadRoster(rows: 0..<50)
    service.setFailure(.network("timed out"))
    await #expect(throws: FootballGatherError.network("timed out")) {
      try await interactor.delete(.ann, from: roster)
    }
    #expect(service.players == [.ann])
  }

  @Test func goingOnWithTeamsWhosePicksWereClearedPicksTheirPlayersAgain() async throws {
    let cleared = TeamDraft(
      picks: [],
      teams: TeamDraft.Teams(
        teamA: [Player.ann.id], teamB: [Player.bob.id], bench: [Player.cy.id],
        teamNames: TeamNames(teamA: "Bibs", teamB: "Team B")))
    let drafts = FakeTeamDraftService(draft: cleared)
    let interactor = PlayerListInteractor(
      playerService: FakePlayerService(), snapshotService: FakeMatchSnapshotService(),
      draftService: drafts)
    let kept = try #require(try await interactor.keptDraft())
    try await interactor.settle(kept, goingOn: true)
    #expect(drafts.current?.picks == [Player.ann.id, Player.bob.id, Player.cy.id])
    #expect(drafts.current?.teams == kept.teams)
    #expect(drafts.discards == 0)
  }

  @Test func notGoingOnDiscardsTheDraft() async throws {
    let drafts = FakeTeamDraftService(draft: TeamDraft(picks: [Player.ann.id]))
    let interactor = PlayerListInteractor(
      playerService: FakePlayerService(), snapshotService: FakeMatchSnapshotService(),
      draftService: drafts)
    try await interactor.settle(TeamDraft(picks: [Player.ann.id]), goingOn: false)
    #expect(drafts.current == nil)
    #expect(drafts.discards == 1)
  }
}
