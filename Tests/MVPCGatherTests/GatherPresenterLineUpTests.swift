import Domain
import TestSupport
import Testing

@testable import MVPCGather

/// The line-up commands, told to a mock view.
@MainActor
struct GatherPresenterLineUpTests {
  let view = MockGatherView()
  let gathers = FakeGatherService()

  @Test func aMoveIsToldAndShownAndTheLastPlayerOfATeamStays() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let presenter = GatherPresenter(
      view: view, match: Match(gather: gather), opening: .started, clock: MatchClock(TestClock()),
      gatherService: gathers, playerService: FakePlayerService(), resultService: gathers,
      snapshots: MatchSnapshotWriter(service: FakeMatchSnapshotService()))
    await presenter.changeLineUp(.move(number: 1, to: .teamB))
    await presenter.changeLineUp(.move(number: 2, to: .bench))
    #expect(
      view.texts == [
        .message("Line-up: Ann to Team B (from Team A)."),
        .error(
          "Bob is the last Team A player; a team needs at least one; "
            + "type 'swap N M' to exchange two players instead"),
      ])
    #expect(view.calls.count == 3)
    #expect(presenter.match.players(of: .teamB) == [.ann, .cy, .dee])
  }
}
