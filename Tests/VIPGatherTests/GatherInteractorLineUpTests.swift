import Domain
import TestSupport
import Testing

@testable import VIPGather

/// The interactor's line-up requests: the response it hands the presenter, what it saves.
@MainActor
struct GatherInteractorLineUpTests {
  let presenter = SpyPresenter()
  let snapshots = FakeMatchSnapshotService()

  @Test func aSubstitutionIsARefusalUntilSomeoneSitsOnTheBench() async {
    let gathers = FakeGatherService()
    let interactor = GatherInteractor(
      presenter: presenter, match: Match(gather: .fixture), opening: .started,
      clock: MatchClock(TestClock()), gatherService: gathers, playerService: FakePlayerService(),
      resultService: gathers,
      snapshots: MatchSnapshotWriter(service: snapshots))
    await interactor.changeLineUp(request: .substitute(off: 1, on: 3))
    await interactor.changeLineUp(request: .move(number: 3, to: .bench))
    await interactor.changeLineUp(request: .substitute(off: 1, on: 3))
    #expect(
      presenter.responses == [
        "refused notOnBench(player: \"Cy\", team: Domain.Team.teamB)", "line-up 3->Bench",
        "line-up 3->Team A",
      ])
    #expect(snapshots.saved.count == 2)
    #expect(interactor.match.players(of: .bench) == [.ann])
  }
}
