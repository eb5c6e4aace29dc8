import Domain
import TestSupport
import Testing

@testable import MVVMGather

/// The line-up commands asked of the view model alone: its answer is the text to show.
@MainActor
struct GatherViewModelLineUpTests {
  let snapshots = FakeMatchSnapshotService()

  @Test func aSwapAnswersWhatChangedThenTheScreenAndARefusalChangesNothing() async {
    let gathers = FakeGatherService()
    let viewModel = GatherViewModel(
      match: Match(gather: .fixture), opening: .started, clock: MatchClock(TestClock()),
      gatherService: gathers, resultService: gathers,
      snapshots: MatchSnapshotWriter(service: snapshots))
    #expect(
      await viewModel.changeLineUp(.swap(first: 1, second: 2))
        == [
          .error(
            "Ann and Bob both play for Team A; swap players of different teams, or of a team "
              + "and the Bench")
        ])
    #expect(snapshots.saved.isEmpty)
    #expect(
      await viewModel.changeLineUp(.swap(first: 1, second: 3))
        == [.message("Line-up: Ann to Team B (from Team A); Cy to Team A (from Team B)."), .screen])
    #expect(
      viewModel.content.sections.map { $0.rows.map(\.name) } == [["Bob", "Cy"], ["Ann", "Dee"]])
    #expect(snapshots.current?.players.map(\.team) == [.teamB, .teamA, .teamA, .teamB])
  }
}
