import Domain
import TestSupport
import Testing

@testable import SelectionFeature

struct SelectionInteractorTests {
  @Test func loadsOnlyTheRowsAskedForAndTheRostersLength() async throws {
    let service = FakePlayerService(players: [.ann, .bob, .cy, .dee])
    let roster = try await SelectionInteractor(
      playerService: service, draftService: FakeTeamDraftService()
    ).loadRoster(rows: 1..<3)
    #expect(roster.count == 4)
    #expect(roster.players == [.bob, .cy])
  }

  @Test func findsPlayersOffThePageLoaded() async throws {
    let service = FakePlayerService(players: [.ann, .bob, .cy, .dee])
    let interactor = SelectionInteractor(
      playerService: service, draftService: FakeTeamDraftService())
    let page = try await interactor.loadRoster(rows: 0..<2)
    let found = try await interactor.players(at: [1, 3, 9], of: page)
    #expect(found == [1: .bob, 3: .dee])
    #expect(try await interactor.find("e", limit: 5).matches.map(\.player) == [.dee])
  }

  @Test func aGuestIsAddedWithJustAName() async throws {
    let service = FakePlayerService(players: [.ann])
    let guest = try await SelectionInteractor(
      playerService: service, draftService: FakeTeamDraftService()
    ).addGuest(named: " Sam ")
    #expect(guest.name == "Sam")
    #expect(service.players.map(\.name) == ["Ann", "Sam"])
    await #expect(throws: FootballGatherError.self) {
      try await SelectionInteractor(playerService: service, draftService: FakeTeamDraftService())
        .addGuest(named: "  ")
    }
  }
}
