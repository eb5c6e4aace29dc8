import Domain
import TestSupport
import Testing

/// The match presenter's events, as MVP's and MVP-C's tests drive them.
@MainActor
public protocol MVPGatherPresenting: AnyObject {
  var match: Match { get }
  func viewDidAppear() async
  func setTime(seconds: Int) async
  func startTimer() async
  func pauseTimer() async
  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async
  func changeLineUp(_ request: LineUpRequest) async
  func rename(_ team: Team, to name: String?) async
  func undoGoal() async
  func removeGoal(number: Int) async
  func setScore(_ score: Score) async
  func showGoalLog()
  func endGather() async
  func leaveGather() async
  func viewDidDisappear()
  func toggleTimer() async
  func stopTimer() async
  func setHalves(periods: Int, seconds: Int, breakSeconds: Int) async
  func addLatecomer(_ text: String, to team: Team) async
  func list()
  func list(_ numbers: ClosedRange<Int>)
  func more()
  func shouldQuit(atEndOfInput: Bool) async -> Bool
}

/// MVP's match presenter tests: the presenter with a mock view, on a test clock and
/// in-memory services. Written once; MVPGatherTests and MVPCGatherTests run every check
/// against their own pattern's presenter.
public enum GatherPresenterCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case appearingSavesTheMatchAndDisplaysIt
  case timerCommandsSayWhatChangedThenShowTheMatch
  case theRunningTimerAnnouncesThroughTheView
  case goalsAndTheirRefusalsAreWordedForTheView
  case endingAsksFirstThenSavesAndTellsTheView
  case aResumedMatchIsKeptUnlessDiscardedTwice
  case aNewNameIsKeptWithTheGatherAndABadOneIsRefused
  case backAsksAndLeavesThroughTheView
  case aMoveIsToldAndShownAndTheLastPlayerOfATeamStays

  public var testDescription: String { rawValue }

  /// Runs the check on the presenters `makePresenter` makes over the mock view, a match,
  /// whether it was resumed (not just started), and the match's services.
  @MainActor
  public func run(
    _ makePresenter: (MockGatherView, Match, _ resumed: Bool, MatchServices) ->
      any MVPGatherPresenting
  ) async throws {
    let view = MockGatherView()
    let services = MatchServices()
    let (clock, gathers, snapshots) = (services.clock, services.gathers, services.snapshots)
    func presenter(_ gather: Gather = .fixture, resumed: Bool = false) -> any MVPGatherPresenting {
      makePresenter(view, Match(gather: gather), resumed, services)
    }
    switch self {
    case .appearingSavesTheMatchAndDisplaysIt:
      await presenter().viewDidAppear()
      guard case .display(let content) = view.calls.first else {
        Issue.record("expected the match, got \(view.calls)")
        return
      }
      #expect(content.title == "Gather: Team A 0-0 Team B")
      #expect(content.sections.map { $0.rows.map(\.name) } == [["Ann", "Bob"], ["Cy", "Dee"]])
      #expect(content.timer == "Timer: 10:00 ready")
      #expect(view.calls.count == 1 && snapshots.saved.count == 1)
    case .timerCommandsSayWhatChangedThenShowTheMatch:
      let presenter = presenter()
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
    case .theRunningTimerAnnouncesThroughTheView:
      let presenter = presenter()
      await presenter.setTime(seconds: 2)
      await presenter.startTimer()
      await clock.waitForSleepers(1)
      await clock.advance(by: .seconds(1), thenWaitForSleepers: 1)
      clock.advance(by: .seconds(1))
      // The last tick ends the countdown, so nothing sleeps after it: wait for its output
      // (a continuation, not a poll), or until the timer sleeps again instead of stopping.
      let ticksOn = Task { @MainActor in
        await clock.waitForSleepers(1)
        view.stopWaiting()
      }
      await view.waitForCalls(6)
      presenter.viewDidDisappear()
      // Nothing sleeps now; a sleeper of the test's own ends the watch above.
      let sentinel = Task { try? await clock.sleep(until: clock.now.advanced(by: .seconds(60))) }
      await ticksOn.value
      sentinel.cancel()
      #expect(view.calls.count == 6)
      #expect(
        view.texts.suffix(2) == [
          .announce("Time left: 00:01", bell: false),
          .announce("Time's up! Team A 0-0 Team B. Type 'end' to end the gather.", bell: true),
        ])
    case .goalsAndTheirRefusalsAreWordedForTheView:
      let presenter = presenter()
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
    case .endingAsksFirstThenSavesAndTellsTheView:
      let presenter = presenter(try await gathers.createGather(players: Gather.fixture.players))
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
            "Gather ended: Team A 2-0 Team B. Winner: Team A.", "Goals (2-0):",
            "  1  -- Team A", "  2  -- Team A",
          ]),
          .ended(Score(teamA: 2, teamB: 0)),
        ])
      #expect(snapshots.current == nil)
    case .aResumedMatchIsKeptUnlessDiscardedTwice:
      let presenter = presenter(resumed: true)
      view.answers = [false, false]
      await presenter.viewDidAppear()
      #expect(
        view.texts == [
          .message("Unfinished match found: Team A 0-0 Team B, 10:00 left (ready)."),
          .question("Resume it?"),
          .question(
            "Discard the unfinished match Team A 0-0 Team B (0 goals, 4 players)? Its goals "
              + "and its gather are lost for good."),
          .message("Kept the unfinished match; 'resume' on the player list offers it again."),
          .left,
        ])
    case .aNewNameIsKeptWithTheGatherAndABadOneIsRefused:
      let presenter = presenter(try await gathers.createGather(players: Gather.fixture.players))
      await presenter.rename(.teamA, to: "Bibs")
      await presenter.rename(.teamB, to: "bibs")
      #expect(
        view.texts == [
          .message("Team A is now called Bibs; 'goal a N' still scores for it."),
          .error("Team A is already called 'Bibs'; give Team B another name"),
        ])
      #expect(gathers.gathers.first?.teamNames.name(of: .teamA) == "Bibs")
    case .backAsksAndLeavesThroughTheView:
      let presenter = presenter()
      await presenter.leaveGather()
      view.answers = [true]
      await presenter.leaveGather()
      #expect(
        view.texts.filter { if case .question = $0 { false } else { true } } == [
          .message("The gather goes on."), .message("Left the gather with the timer paused."),
          .left,
        ])
      #expect(snapshots.current != nil)
    case .aMoveIsToldAndShownAndTheLastPlayerOfATeamStays:
      let presenter = presenter(try await gathers.createGather(players: Gather.fixture.players))
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
}
