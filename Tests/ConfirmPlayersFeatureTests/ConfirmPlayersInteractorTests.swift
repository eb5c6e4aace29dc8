import Domain
import TestSupport
import Testing

@testable import ConfirmPlayersFeature

struct ConfirmPlayersInteractorTests {
  let service = FakeGatherService()
  let snapshots = FakeMatchSnapshotService()
  let drafts = FakeTeamDraftService()

  func makeInteractor() -> ConfirmPlayersInteractor {
    ConfirmPlayersInteractor(
      gatherService: service, snapshotService: snapshots, drafts: drafts, makeSeed: { 99 })
  }

  @Test func balancingPutsEveryoneOnATeamAndReportsTheSeed() throws {
    let interactor = makeInteractor()
    let typed = try interactor.balance(
      TeamSheet(players: Player.six), constraints: TeamConstraints(), seed: 5)
    #expect(typed.seed == 5)
    #expect(typed.sheet.players(in: .bench).isEmpty)
    #expect(typed.sheet.strength(of: .teamA).mean == typed.sheet.strength(of: .teamB).mean)
    let chosen = try interactor.balance(
      TeamSheet(players: Player.six), constraints: TeamConstraints(), seed: nil)
    #expect(chosen.seed == 99)
  }

  @Test func startingCreatesTheGatherWithEveryPlayersTeamInOneCall() async throws {
    var sheet = TeamSheet(players: Player.six)
    sheet.move([.ann, .bob], to: .teamA)
    sheet.move([.eve, .fay], to: .teamB)
    let gather = try await makeInteractor().startGather(with: sheet)
    #expect(service.calls == [.create(sheet.lineUp)])
    #expect(gather.players == sheet.lineUp)
  }

  @Test func startingWithAnEmptyTeamIsRefusedBeforeAnythingIsStored() async {
    var sheet = TeamSheet(players: Player.six)
    sheet.move([.ann], to: .teamA)
    await #expect(throws: FootballGatherError.self) {
      try await makeInteractor().startGather(with: sheet)
    }
    #expect(service.calls.isEmpty)
  }

  @Test func aFailedCreateComesBackAsAUserReadableError() async {
    var sheet = TeamSheet(players: Player.six)
    sheet.move([.ann], to: .teamA)
    sheet.move([.bob], to: .teamB)
    service.setFailure(.network("timed out"))
    await #expect(throws: FootballGatherError.network("timed out")) {
      try await makeInteractor().startGather(with: sheet)
    }
  }
}
