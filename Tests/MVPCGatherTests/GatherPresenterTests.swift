import Domain
import TestSupport
import Testing

@testable import MVPCGather

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
}
