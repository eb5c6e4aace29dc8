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
      gatherService: gathers, playerService: FakePlayerService(), resultService: gathers,
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
        == [.message("Line-up: Ann to Team B (from Team A); Cy to Team A (from Team B)."), .update])
    #expect(
      viewModel.content.sections.map { $0.rows.map(\.name) } == [["Bob", "Cy"], ["Ann", "Dee"]])
    #expect(snapshots.current?.players.map(\.team) == [.teamB, .teamA, .teamA, .teamB])
  }
}

/// `add`: the view model answers a question first for a guest, and the join after a yes.
@MainActor
struct GatherViewModelLatecomerTests {
  @Test func aGuestJoinsOnlyAfterAYes() async {
    let gathers = FakeGatherService()
    let players = FakePlayerService(players: [.ann, .bob, .cy, .dee])
    let viewModel = GatherViewModel(
      match: Match(gather: .fixture), opening: .started, clock: MatchClock(TestClock()),
      gatherService: gathers, playerService: players, resultService: gathers,
      snapshots: MatchSnapshotWriter(service: FakeMatchSnapshotService()))
    #expect(
      await viewModel.addLatecomer("Fay", to: .teamA)
        == .askGuest(
          question:
            "Fay is not on the roster. Add Fay to the roster as a guest, and to this match?",
          name: "Fay"))
    #expect(
      await viewModel.addGuest(named: "Fay", to: .teamA, agreed: false) == [
        .message("Nobody was added.")
      ])
    #expect(players.players.count == 4)
    #expect(
      await viewModel.addGuest(named: "Fay", to: .teamA, agreed: true)
        == [.message("Line-up: Fay joins Team A as number 5."), .update])
    #expect(players.players.map(\.name) == ["Ann", "Bob", "Cy", "Dee", "Fay"])
    #expect(
      await viewModel.addLatecomer("ann", to: .bench)
        == .show([
          .error("Ann already has a place in this match as number 1; 'list' shows who plays where")
        ]))
  }
}
