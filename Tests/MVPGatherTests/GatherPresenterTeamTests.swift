import Domain
import TestSupport
import Testing

@testable import MVPGather

/// Team names and the ways out, told to a mock view.
@MainActor
struct GatherPresenterTeamTests {
  let view = MockGatherView()
  let gathers = FakeGatherService()
  let snapshots = FakeMatchSnapshotService()

  func makePresenter(_ gather: Gather) -> GatherPresenter {
    GatherPresenter(
      view: view, match: Match(gather: gather), opening: .started, clock: MatchClock(TestClock()),
      gatherService: gathers, playerService: FakePlayerService(), resultService: gathers,
      snapshots: MatchSnapshotWriter(service: snapshots))
  }

  @Test func aNewNameIsKeptWithTheGatherAndABadOneIsRefused() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let presenter = makePresenter(gather)
    await presenter.rename(.teamA, to: "Bibs")
    await presenter.rename(.teamB, to: "bibs")
    #expect(
      view.texts == [
        .message("Team A is now called Bibs; 'goal a N' still scores for it."),
        .error("Team A is already called 'Bibs'; give Team B another name"),
      ])
    #expect(gathers.gathers.first?.teamNames.name(of: .teamA) == "Bibs")
  }

  @Test func backAsksAndLeavesThroughTheView() async {
    let presenter = makePresenter(.fixture)
    await presenter.leaveGather()
    view.answers = [true]
    await presenter.leaveGather()
    #expect(
      view.texts.filter { if case .question = $0 { false } else { true } } == [
        .message("The gather goes on."), .message("Left the gather with the timer paused."), .left,
      ])
    #expect(snapshots.current != nil)
  }
}
