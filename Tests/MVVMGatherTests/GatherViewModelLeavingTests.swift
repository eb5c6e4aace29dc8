import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import MVVMGather

/// The ways out, sent to the view model alone: each is asked about first (`question`),
/// the answer is an input, and `exit` says where the screen goes.
@MainActor
struct GatherViewModelLeavingTests {
  let fixture = GatherFixture()

  @Test(.tags(.gatherEndSavesTheResult))
  func endingAsksThenSavesTheResultAndForgetsTheSnapshot() async throws {
    let gather = try await fixture.gathers.createGather(players: Gather.fixture.players)
    let (viewModel, recorder) = fixture.make(gather)
    await viewModel.didAppear()
    await viewModel.didEnter(.goal(.teamB, scorerNumber: 4, ownGoal: false))
    _ = recorder.take()
    let question = GatherOutputRecorder.Output.question(
      .init(kind: .confirm, text: "End the gather at Team A 0-1 Team B?"))
    await viewModel.didEnter(.end)
    await viewModel.didAnswer(false)
    #expect(recorder.take() == [question, .message("The gather goes on.")])
    await viewModel.didEnter(.end)
    await viewModel.didAnswer(true)
    let outputs = recorder.take()
    #expect(
      outputs.prefix(2) == [
        question,
        .report([
          "Gather ended: Team A 0-1 Team B. Winner: Team B.", "Goals (0-1):",
          "  1  -- Team B, Dee",
        ]),
      ])
    guard case .exit(.ended(let ended)) = outputs.last else {
      Issue.record("expected the gather to end, got \(outputs)")
      return
    }
    #expect(ended.score == Score(teamA: 0, teamB: 1))
    #expect(fixture.snapshots.current == nil)
  }

  @Test(.tags(.gatherBackAsksWhileRunning, .gatherLeftMatchGoesOn))
  func leavingKeepsTheMatchWithItsTimerRunning() async throws {
    let gather = try await fixture.gathers.createGather(players: Gather.fixture.players)
    let (viewModel, recorder) = fixture.make(gather)
    await viewModel.didEnter(.start)
    fixture.clock.advance(by: .seconds(2))
    _ = recorder.take()
    viewModel.didAskToLeave()
    await viewModel.didAnswer(true)
    #expect(
      recorder.take() == [
        .question(.init(kind: .confirm, text: GatherText.leaveQuestion)),
        .message(
          "Left the gather with the timer running (09:58 left); it runs on. 'resume' on the "
            + "player list or your next login says what passed."),
        .exit(.left),
      ])
    #expect(fixture.snapshots.current?.timer.remainingMilliseconds == 598_000)
    #expect(fixture.snapshots.current?.timer.wasRunning == true)
    #expect(fixture.snapshots.current?.timer.leftRunningAtMilliseconds == 2_000)
    #expect(fixture.clock.sleeperCount == 0)
  }

  @Test(.tags(.gatherQuitAsksFirst))
  func quittingAsksAndTheEndOfInputKeepsTheMatchSilently() async {
    let (viewModel, recorder) = fixture.make()
    viewModel.didAskToQuit()
    await viewModel.didAnswer(false)
    viewModel.didAskToQuit()
    await viewModel.didAnswer(true)
    #expect(
      recorder.take().suffix(3) == [
        .question(.init(kind: .confirm, text: GatherText.leaveQuestion)),
        .message("Left the gather with the timer paused."), .exit(.quit),
      ])
    await viewModel.didReachEndOfInput()
    #expect(recorder.take().isEmpty)
    #expect(fixture.snapshots.current != nil)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aResumedMatchIsOfferedThenDiscardedOnlyAfterASecondYes() async throws {
    let gather = try await fixture.gathers.createGather(players: Gather.fixture.players)
    let (viewModel, recorder) = fixture.make(
      Match(snapshot: Match(gather: gather).snapshot(on: MatchClock(fixture.clock))),
      opening: .resumed)
    await viewModel.didAppear()
    let offer = recorder.take()
    #expect(offer.last == .question(.init(kind: .confirm, text: GatherText.resumeQuestion)))
    await viewModel.didAnswer(false)
    guard case .question(let discard) = recorder.take().first else {
      Issue.record("expected the discard question")
      return
    }
    #expect(discard.kind == .discard)
    await viewModel.didAnswer(false)
    #expect(recorder.take() == [.message(GatherText.kept), .exit(.left)])
    #expect(fixture.snapshots.saved.isEmpty)
    let (again, recorded) = fixture.make(
      Match(snapshot: Match(gather: gather).snapshot(on: MatchClock(fixture.clock))),
      opening: .resumed)
    await again.didAppear()
    await again.didAnswer(false)
    await again.didAnswer(true)
    #expect(
      recorded.take().suffix(2) == [.message("Discarded the unfinished match."), .exit(.left)])
    #expect(fixture.gathers.gathers.isEmpty)
  }

  @Test(.tags(.gatherUnfinishedMatchResumes))
  func aResumedMatchGoesOnAfterAYes() async {
    let (viewModel, recorder) = fixture.make(
      Match(snapshot: Match(gather: .fixture).snapshot(on: MatchClock(fixture.clock))),
      opening: .resumed)
    await viewModel.didAppear()
    _ = recorder.take()
    await viewModel.didAnswer(true)
    #expect(recorder.take() == [.screen])
    #expect(fixture.snapshots.saved.count == 1)
  }
}

/// What the outputs say when a service fails: the screen stays, the error says why.
@MainActor
struct GatherViewModelFailureTests {
  @Test(.tags(.gatherUnsavableMatchSaysSo))
  func anEndThatCannotBeSavedLeavesTheMatchGoingOn() async throws {
    let fixture = GatherFixture()
    let gather = try await fixture.gathers.createGather(players: Gather.fixture.players)
    let (viewModel, recorder) = fixture.make(gather)
    await viewModel.didEnter(.start)
    fixture.gathers.setFailure(.invalidInput("offline"))
    await viewModel.didEnter(.end)
    _ = recorder.take()
    await viewModel.didAnswer(true)
    #expect(recorder.take() == [.error("could not end the gather: offline")])
    #expect(viewModel.match.timer.isRunning)
    viewModel.didDisappear()
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aDiscardThatFailsSaysSoAndStillLeaves() async {
    let fixture = GatherFixture()
    let (viewModel, recorder) = fixture.make(
      Match(snapshot: Match(gather: .fixture).snapshot(on: MatchClock(fixture.clock))),
      opening: .resumed)
    fixture.gathers.setFailure(.invalidInput("offline"))
    await viewModel.didAppear()
    await viewModel.didAnswer(false)
    await viewModel.didAnswer(true)
    #expect(
      recorder.take().suffix(2) == [
        .error("could not discard the match: offline"), .exit(.left),
      ])
  }

  @Test(.tags(.gatherLatecomersJoin))
  func aNameSeveralPlayersFitChangesNothingAndAFailedLookUpSaysWhy() async {
    let players = FakePlayerService(players: [
      .ann, .bob, .cy, .dee, Player(id: 5, name: "Fay"), Player(id: 6, name: "Fayola"),
      Player(id: 7, name: "Fayette"),
    ])
    let fixture = GatherFixture(players: players)
    let (viewModel, recorder) = fixture.make()
    await viewModel.didEnter(.add("fa", to: .bench))
    players.setFailure(.invalidInput("offline"))
    await viewModel.didEnter(.add("Gus", to: .bench))
    let outputs = recorder.take()
    #expect(outputs.count == 2)
    guard case .error(let several) = outputs.first else {
      Issue.record("expected an error, got \(outputs)")
      return
    }
    #expect(several.contains("Fay"))
    #expect(outputs.last == .error("offline"))
    #expect(fixture.snapshots.saved.isEmpty)
  }
}
