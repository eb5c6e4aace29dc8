import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import VIPGather

/// The interactor's line-up requests, with a spy presenter: the response each hands the
/// presenter, what it saves.
@MainActor
struct GatherInteractorLineUpTests {
  let presenter = SpyPresenter()
  let services = MatchServices()

  @Test(.tags(.gatherLineUpChanges, .gatherBadLineUpInputChangesNothing))
  func aSubstitutionIsARefusalUntilSomeoneSitsOnTheBench() async {
    let interactor = services.interactor(presenter)
    await interactor.changeLineUp(request: .init(change: .substitute(off: 1, on: 3)))
    await interactor.changeLineUp(request: .init(change: .move(number: 3, to: .bench)))
    await interactor.changeLineUp(request: .init(change: .substitute(off: 1, on: 3)))
    #expect(interactor.match.players(of: .bench) == [.ann])
    services.snapshots.setFailure(.storage("disk full"))
    await interactor.changeLineUp(request: .init(change: .move(number: 2, to: .bench)))
    #expect(
      presenter.responses == [
        "refused notOnBench(player: \"Cy\", team: Domain.Team.teamB)", "line-up 3->Bench",
        "line-up 3->Team A", "failed: storage failed: disk full",
      ])
    #expect(services.snapshots.saved.count == 2)
  }

  @Test(.tags(.gatherLatecomersJoin)) func aLatecomerIsFoundOnTheRosterOrAskedAboutAsAGuest() async
  {
    let fay = Player(id: 5, name: "Fay")
    let roster = FakePlayerService(players: [.ann, fay, Player(id: 6, name: "Fey")])
    let interactor = GatherInteractor(
      presenter: presenter, match: Match(gather: .fixture), opening: .started,
      clock: services.matchClock, gatherService: services.gathers, playerService: roster,
      resultService: services.gathers, snapshots: MatchSnapshotWriter(service: services.snapshots))
    await interactor.addLatecomer(request: .typed("Fay", team: .bench))
    await interactor.addLatecomer(request: .typed("F", team: .bench))
    await interactor.addLatecomer(request: .typed("Ann", team: .teamA))
    await interactor.addLatecomer(request: .typed("Zed", team: .teamA))
    await interactor.addLatecomer(request: .noGuest)
    await interactor.addLatecomer(request: .guest(name: "Zed", team: .teamA))
    await interactor.addLatecomer(request: .guest(name: " ", team: .teamA))
    roster.setFailure(.storage("roster lost"))
    await interactor.addLatecomer(request: .typed("Kim", team: .teamB))
    #expect(presenter.responses[0] == "joined 5 as 5 to Bench")
    #expect(presenter.responses[1] == "several F 2")
    #expect(presenter.responses[2].hasPrefix("refused alreadyInMatch"))
    #expect(presenter.responses[3...4] == ["ask guest Zed", "nobody added"])
    #expect(presenter.responses[5].hasSuffix(" as 6 to Team A"))
    #expect(presenter.responses[6].hasPrefix("failed: "))
    #expect(presenter.responses[7] == "failed: storage failed: roster lost")
    #expect(interactor.match.lineUp.count == 6)
  }

  @Test(.tags(.gatherLatecomersJoin, .gatherUnsavableMatchSaysSo))
  func aLatecomerWhoCannotBeSavedDoesNotJoin() async {
    let interactor = GatherInteractor(
      presenter: presenter, match: Match(gather: .fixture), opening: .started,
      clock: services.matchClock, gatherService: services.gathers,
      playerService: FakePlayerService(players: [Player(id: 5, name: "Fay")]),
      resultService: services.gathers, snapshots: MatchSnapshotWriter(service: services.snapshots))
    services.snapshots.setFailure(.storage("disk full"))
    await interactor.addLatecomer(request: .typed("Fay", team: .bench))
    #expect(presenter.responses == ["failed: storage failed: disk full"])
  }
}
