import Domain
import TestSupport
import Testing

@testable import MVPGather

/// The presenter with a mock view, on a test clock and in-memory services.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GatherPresenterTests {
  let view = MockGatherView()
  let clock = TestClock()
  let gathers = FakeGatherService()
  let snapshots = FakeMatchSnapshotService()

  func makePresenter(_ gather: Gather = .fixture, opening: GatherPresenter.Opening = .started)
    -> GatherPresenter
  {
    GatherPresenter(
      view: view, match: Match(gather: gather), opening: opening, clock: MatchClock(clock),
      gatherService: gathers, playerService: FakePlayerService(), resultService: gathers,
      snapshots: MatchSnapshotWriter(service: snapshots))
  }

  @Test func appearingSavesTheMatchAndDisplaysIt() async {
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    guard case .display(let content) = view.calls.first else {
      Issue.record("expected the match, got \(view.calls)")
      return
    }
    #expect(content.title == "Gather: Team A 0-0 Team B")
    #expect(content.sections.map { $0.rows.map(\.name) } == [["Ann", "Bob"], ["Cy", "Dee"]])
    #expect(content.timer == "Timer: 10:00 ready")
    #expect(view.calls.count == 1 && snapshots.saved.count == 1)
  }

  @Test func timerCommandsSayWhatChangedThenShowTheMatch() async {
    let presenter = makePresenter()
    await presenter.setTime(seconds: 90)
    await presenter.startTimer()
    clock.advance(by: .seconds(30))
    await presenter.pauseTimer()
    await presenter.pauseTimer()
    #expect(
      view.texts == [
        .message("Time set to 01:30."), .message("Timer running: 01:30."),
        .message("Timer paused at 01:00."), .error("the timer is not running; type 'start'"),
      ])
    #expect(view.calls.count == 7)
  }

  @Test func theRunningTimerAnnouncesThroughTheView() async {
    let presenter = makePresenter()
    await presenter.setTime(seconds: 2)
    await presenter.startTimer()
    await clock.waitForSleepers(1)
    await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
    clock.advance(by: .seconds(1))
    while view.calls.count < 6 { await Task.yield() }
    #expect(
      view.texts.suffix(2) == [
        .announce("Time left: 00:01", bell: false),
        .announce("Time's up! Team A 0-0 Team B. Type 'end' to end the gather.", bell: true),
      ])
  }

  @Test func goalsAndTheirRefusalsAreWordedForTheView() async {
    let presenter = makePresenter()
    await presenter.scoreGoal(for: .teamB, scorerNumber: 4, ownGoal: false)
    await presenter.scoreGoal(for: .teamA, scorerNumber: 2, ownGoal: true)
    await presenter.removeGoal(number: 2)
    await presenter.undoGoal()
    presenter.showGoalLog()
    #expect(
      view.texts == [
        .message("Goal! -- Team B, Dee. Team A 0-1 Team B"),
        .error("an own goal for Team A is scored by a Team B player; type e.g. 'goal a og N'"),
        .error("there is no goal 2; choose a number from 1 to 1 ('goals' lists them)"),
        .message("Removed the last goal (-- Team B, Dee). Team A 0-0 Team B"),
        .lines(["No goals yet. Type 'goal a' or 'goal b N'."]),
      ])
  }

  @Test func endingAsksFirstThenSavesAndTellsTheView() async throws {
    let gather = try await gathers.createGather(players: Gather.fixture.players)
    let presenter = makePresenter(gather)
    await presenter.setScore(Score(teamA: 2, teamB: 0))
    await presenter.endGather()
    view.answers = [true]
    await presenter.endGather()
    #expect(
      view.texts == [
        .message("Score set: Team A 2-0 Team B."),
        .question("End the gather at Team A 2-0 Team B?"),
        .message("The gather goes on."), .question("End the gather at Team A 2-0 Team B?"),
        .lines([
          "Gather ended: Team A 2-0 Team B. Winner: Team A.", "Goals (2-0):", "  1  -- Team A",
          "  2  -- Team A",
        ]),
        .ended(Score(teamA: 2, teamB: 0)),
      ])
    #expect(snapshots.current == nil)
  }

  @Test func aResumedMatchIsKeptUnlessDiscardedTwice() async {
    let presenter = makePresenter(opening: .resumed)
    view.answers = [false, false]
    await presenter.viewDidAppear()
    #expect(
      view.texts == [
        .message("Unfinished match found: Team A 0-0 Team B, 10:00 left (ready)."),
        .question("Resume it?"),
        .question(
          "Discard the unfinished match Team A 0-0 Team B (0 goals, 4 players)? Its goals and "
            + "its gather are lost for good."),
        .message("Kept the unfinished match; 'resume' on the player list offers it again."), .left,
      ])
  }
}
