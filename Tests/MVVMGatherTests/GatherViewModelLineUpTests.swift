import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import MVVMGather

/// The line-up commands sent to the view model alone; the recorder reads what it shows.
@MainActor
struct GatherViewModelLineUpTests {
  @Test(.tags(.gatherLineUpChanges, .gatherBadLineUpInputChangesNothing))
  func aSwapSaysWhatChangedThenShowsTheTeamsAndARefusalChangesNothing() async {
    let fixture = GatherFixture()
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.lineUp(.swap(first: 1, second: 2)))
    #expect(
      recorder.take() == [
        .error(
          "Ann and Bob both play for Team A; swap players of different teams, or of a team "
            + "and the Bench")
      ])
    #expect(fixture.snapshots.saved.isEmpty)
    await viewModel.didEnter(.lineUp(.swap(first: 1, second: 3)))
    #expect(
      recorder.take() == [
        .message("Line-up: Ann to Team B (from Team A); Cy to Team A (from Team B)."), .screen,
      ])
    #expect(
      recorder.screens.last?.sections.map { $0.rows.map(\.name) } == [
        ["Bob", "Cy"], ["Ann", "Dee"],
      ])
    #expect(fixture.snapshots.current?.players.map(\.team) == [.teamB, .teamA, .teamA, .teamB])
  }

  /// `add`: a guest is asked about first and joins only after a yes.
  @Test(.tags(.gatherLatecomersJoin))
  func aGuestJoinsOnlyAfterAYes() async {
    let fixture = GatherFixture(players: FakePlayerService(players: [.ann, .bob, .cy, .dee]))
    let (viewModel, recorder) = fixture.make()
    let question = GatherOutputRecorder.Output.question(
      .init(
        kind: .confirm,
        text: "Fay is not on the roster. Add Fay to the roster as a guest, and to this match?"))
    await viewModel.didEnter(.add("Fay", to: .teamA))
    #expect(recorder.take() == [question])
    await viewModel.didAnswer(false)
    #expect(recorder.take() == [.message("Nobody was added.")])
    #expect(fixture.players.players.count == 4)
    await viewModel.didEnter(.add("Fay", to: .teamA))
    await viewModel.didAnswer(true)
    #expect(
      recorder.take() == [question, .message("Line-up: Fay joins Team A as number 5."), .screen])
    #expect(fixture.players.players.map(\.name) == ["Ann", "Bob", "Cy", "Dee", "Fay"])
    await viewModel.didEnter(.add("ann", to: .bench))
    #expect(
      recorder.take() == [
        .error("Ann already has a place in this match as number 1; 'list' shows who plays where")
      ])
  }
}
