import BehaviourCatalogue
import Domain
import Presentation
import Testing

@testable import GatherFeature

@MainActor
struct GatherPresenterTests {
  let view = SpyGatherView()
  let interactor = StubGatherInteractor()
  let router = RecordingGatherRouter()

  func makePresenter(_ opening: GatherPresenter.Opening = .started) -> GatherPresenter {
    GatherPresenter(opening: opening, view: view, interactor: interactor, router: router)
  }

  @Test func appearingSavesTheMatchAndShowsBothTeamsTheScoreAndTheTimer() async {
    view.expect(.display)
    interactor.expect(.open)
    await makePresenter().viewDidAppear()
    #expect(interactor.calls == ["open"])
    #expect(
      view.outputs == [
        .display(
          GatherViewModel(
            title: "Gather: Team A 0-0 Team B",
            sections: [
              .init(
                title: "Team A",
                rows: [
                  .init(number: "1", name: "Ann", position: "GK"),
                  .init(number: "2", name: "Bob", position: "ST"),
                ]),
              .init(
                title: "Team B",
                rows: [
                  .init(number: "3", name: "Cy", position: "-"),
                  .init(number: "4", name: "Dee", position: "DEF"),
                ]),
            ],
            timer: "Timer: 10:00 ready", hint: GatherText.hint, highestNumber: 4,
            names: [
              .init(number: 1, name: "Ann"), .init(number: 2, name: "Bob"),
              .init(number: 3, name: "Cy"), .init(number: 4, name: "Dee"),
            ]))
      ])
  }

  @Test func leavingTheStackStopsTheTimersTickerAndShowsNothing() async {
    view.expect(.display)
    interactor.expect(.open, .stopTicker)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    await presenter.viewDidDisappear()
    #expect(interactor.calls == ["open", "stopTicker"])
    #expect(view.outputs.count == 1)
  }

  @Test(.tags(.gatherTimerCountsDown, .gatherHalvesHaveABreak, .gatherHalvesMidMatchAskFirst))
  func timerCommandsSayWhatChanged() async {
    view.expect(.displayMessage, .display, .askToReset)
    interactor.expect(.setPlan, .startTimer, .toggleTimer, .stopTimer)
    view.answers = [false, true]
    let presenter = makePresenter()
    await presenter.didRequestSetTime(seconds: 300)
    await presenter.didRequestTimerStart()
    interactor.now = .seconds(42)
    await presenter.didRequestTimerToggle()
    await presenter.didRequestTimerStop()
    await presenter.didRequestSetTime(seconds: 60)
    await presenter.didRequestHalves(periods: 2, seconds: 120, breakSeconds: 0)
    await presenter.didRequestHalves(periods: 2, seconds: 1500, breakSeconds: 300)
    let asked =
      "The match clock has 00:42 played. Reset it to 00:00 for these halves? "
      + "Goals after that count from 1' again."
    #expect(
      view.lines == [
        .message("Time set to 05:00."), .message("Timer running: 05:00."),
        .message("Timer paused at 04:18."),
        .message("Timer stopped and reset to 05:00. The match clock goes on from 00:42 played."),
        .message("Time set to 01:00. The match clock goes on from 00:42 played."),
        .confirmation(asked),
        .message("Match set to 2 periods of 02:00. The match clock goes on from 00:42 played."),
        .confirmation(asked),
        .message("Match set to 2 periods of 25:00 with a 05:00 break."),
      ])
    #expect(
      view.lastViewModel?.timer == "Timer: 25:00 ready (first half; 2 x 25:00, break 05:00)")
    #expect(interactor.outputs.count == 1)
  }

  @Test(.tags(.gatherBadInputIsOneError))
  func badTimesAndRefusedChangesAreOneError() async {
    view.expect(.displayError, .displayMessage, .display)
    interactor.expect(.startTimer)
    let presenter = makePresenter()
    await presenter.didRequestSetTime(seconds: 0)
    await presenter.didRequestTimerStart()
    await presenter.didRequestSetTime(seconds: 60)
    await presenter.didRequestHalves(periods: 5, seconds: 600, breakSeconds: 0)
    #expect(
      view.lines == [
        .error("the time must be from 00:01 to 90:00, e.g. 'time 25:00'"),
        .message("Timer running: 10:00."),
        .error("the timer is running; type 'pause' or 'stop' before setting the time"),
        .error(
          "halves need 2 to 4 periods of at least a minute, 90 minutes of play at most "
            + "and a break of 0 to 30 minutes, e.g. 'halves 2x25 break 5'"),
      ])
  }

  @Test(.tags(.gatherGoalIsScored, .gatherGoalIsTakenBack))
  func goalsWithScorersUndoAndTheLog() async {
    view.expect(.displayMessage, .display, .displayError, .displayLines)
    interactor.expect(.startTimer, .scoreGoal, .undoGoal)
    let presenter = makePresenter()
    await presenter.didRequestTimerStart()
    interactor.now = .seconds(200)
    await presenter.didRequestGoal(for: .teamA, scorerNumber: 2, ownGoal: false)
    await presenter.didRequestGoal(for: .teamB, scorerNumber: nil, ownGoal: false)
    await presenter.didRequestGoal(for: .teamA, scorerNumber: 3, ownGoal: false)
    await presenter.didRequestUndoGoal()
    await presenter.didRequestGoalLog()
    await presenter.didRequestUndoGoal()
    await presenter.didRequestUndoGoal()
    await presenter.didRequestUndoGoal()
    #expect(
      view.lines.dropFirst() == [
        .message("Goal! 4' Team A, Bob. Team A 1-0 Team B"),
        .message("Goal! 4' Team B. Team A 1-1 Team B"),
        .error(
          "Cy does not play for Team A; give a Team A player, score for Team B, or type 'og' for an own goal"
        ),
        .message("Removed the last goal (4' Team B). Team A 1-0 Team B"),
        .message("Goals (1-0):\n  1  4' Team A, Bob"),
        .message("Removed the last goal (4' Team A, Bob). Team A 0-0 Team B"),
        .error("there is no goal to undo; the score is 0-0"),
        .error("there is no goal to undo; the score is 0-0"),
      ])
  }

  @Test(.tags(.gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherBadInputIsOneError))
  func aRefusedGoalOrRemovalSaysWhatToTypeAndChangesNothing() async {
    view.expect(.displayError, .displayMessage)
    interactor.expect(.scoreGoal, .removeGoal)
    let presenter = makePresenter()
    await presenter.didRequestGoal(for: .teamA, scorerNumber: 1, ownGoal: true)
    await presenter.didRequestRemoveGoal(number: 1)
    await presenter.didRequestGoal(for: .teamA, scorerNumber: nil, ownGoal: false)
    await presenter.didRequestRemoveGoal(number: 2)
    #expect(
      view.lines == [
        .error("an own goal for Team A is scored by a Team B player; type e.g. 'goal a og N'"),
        .error("there is no goal to remove; the score is 0-0"),
        .message("Goal! -- Team A. Team A 1-0 Team B"),
        .error("there is no goal 2; choose a number from 1 to 1 ('goals' lists them)"),
      ])
    // Each command reaches the interactor as typed; the match refused three of them.
    #expect(interactor.calls == ["own goal", "remove 1", "goal", "remove 2"])
    #expect(interactor.match.goals.count == 1)
  }

  @Test(.tags(.gatherTimerCountsDown, .gatherHalvesHaveABreak, .gatherUnsavableMatchSaysSo))
  func theRunningTimerIsAnnouncedWithTheBellAtEachEnd() async {
    view.expect(.announce)
    let presenter = makePresenter()
    let status = interactor.status
    presenter.timerDidAnnounce(MatchStatus(match: status.match, remaining: .seconds(540)))
    presenter.timerDidPass([.periodEnded(1), .breakStarted(.seconds(300))], status: status)
    presenter.timerDidPass([.breakEnded, .periodReady(2)], status: status)
    presenter.timerDidPass([.timeUp], status: status)
    presenter.matchDidFailToSave(.storage("disk full"))
    #expect(
      view.outputs == [
        .announce("Time left: 09:00", bell: false),
        .announce("End of period 1: Team A 0-0 Team B.", bell: true),
        .announce("Break: 05:00.", bell: false),
        .announce("The break is over.", bell: true),
        .announce("Type 'start' to kick off period 2.", bell: false),
        .announce("Time's up! Team A 0-0 Team B. Type 'end' to end the gather.", bell: true),
        .announce(
          "error: the match could not be saved: storage failed: disk full", bell: false),
      ])
  }

  @Test(.tags(.gatherEndSavesTheResult))
  func endingAsksFirstThenSavesAndGoesBackToThePlayers() async {
    view.expect(.displayMessage, .askConfirmation, .displayLines)
    interactor.expect(.scoreGoal, .endMatch)
    router.expect(.finishMatch)
    let presenter = makePresenter()
    await presenter.didRequestGoal(for: .teamB, scorerNumber: 4, ownGoal: false)
    view.answers = [false, true]
    await presenter.didRequestEnd()
    await presenter.didRequestEnd()
    #expect(
      view.lines.dropFirst() == [
        .confirmation("End the gather at Team A 0-1 Team B?"),
        .message("The gather goes on."),
        .confirmation("End the gather at Team A 0-1 Team B?"),
        .message(
          "Gather ended: Team A 0-1 Team B. Winner: Team B.\nGoals (0-1):\n  1  -- Team B, Dee"),
      ])
    #expect(router.intents == [.finishMatch(Gather.fixture.id)])
  }

  @Test(.tags(.gatherEndSavesTheResult))
  func aGoallessEndSaysSoWithoutAskingForGoals() async {
    view.expect(.askConfirmation, .displayLines)
    interactor.expect(.endMatch)
    router.expect(.finishMatch)
    let presenter = makePresenter()
    view.answers = [true]
    await presenter.didRequestEnd()
    #expect(
      view.lines.last == .message("Gather ended: Team A 0-0 Team B. Draw.\nNo goals."))
  }

  @Test(.tags(.gatherBackAsksWhileRunning))
  func leavingAnUnfinishedMatchAsksFirst() async {
    view.expect(.askConfirmation, .displayMessage)
    interactor.expect(.leave)
    router.expect(.leaveMatch)
    let presenter = makePresenter()
    view.answers = [false, true]
    await presenter.didRequestLeave()
    await presenter.didRequestLeave()
    #expect(interactor.calls == ["leave"])
    #expect(router.intents == [.leaveMatch])
    #expect(view.lines.last == .message("Left the gather with the timer paused."))
  }

  @Test(.tags(.gatherQuitAsksFirst))
  func quittingAsksButTheEndOfInputJustKeepsTheMatch() async {
    view.expect(.askConfirmation, .displayMessage)
    interactor.expect(.leave)
    let presenter = makePresenter()
    #expect(await presenter.shouldQuit(atEndOfInput: false) == false)
    #expect(await presenter.shouldQuit(atEndOfInput: true))
    #expect(interactor.calls == ["leave"])
  }

  @Test(.tags(.gatherUnfinishedMatchResumes))
  func aResumedMatchIsOfferedBackFirst() async {
    view.expect(.displayMessage, .askConfirmation, .display)
    interactor.expect(.open)
    let presenter = makePresenter(.resumed)
    view.answers = [true]
    await presenter.viewDidAppear()
    #expect(
      view.lines == [
        .message("Unfinished match found: Team A 0-0 Team B, 10:00 left (ready)."),
        .confirmation("Resume it?"),
      ])
    #expect(interactor.calls == ["open"])
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aMatchIsDiscardedOnlyAfterAQuestionThatNamesIt() async {
    view.expect(.displayMessage, .askConfirmation, .askToDiscard)
    interactor.expect(.discardMatch)
    router.expect(.leaveMatch)
    view.answers = [false, true]
    await makePresenter(.resumed).viewDidAppear()
    #expect(interactor.calls == ["discard"])
    #expect(
      view.lines.suffix(3) == [
        .confirmation("Resume it?"),
        .confirmation(
          "Discard the unfinished match Team A 0-0 Team B (0 goals, 4 players)? "
            + "Its goals and its gather are lost for good."),
        .message("Discarded the unfinished match."),
      ])
    #expect(router.intents == [.leaveMatch])
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func noOrTheEndOfInputAtTheResumeQuestionKeepsTheMatch() async {
    view.expect(.displayMessage, .askConfirmation, .askToDiscard)
    router.expect(.leaveMatch)
    view.answers = []
    await makePresenter(.resumed).viewDidAppear()
    #expect(interactor.calls == [])
    #expect(
      view.lines.last
        == .message("Kept the unfinished match; 'resume' on the player list offers it again."))
    #expect(router.intents == [.leaveMatch])
  }
}

extension GatherViewModel {
  /// The view model with the names commands may take for a number, as one expression.
  fileprivate init(
    title: String, sections: [Section], timer: String, hint: String, highestNumber: Int,
    names: [NumberedName]
  ) {
    self.init(
      title: title, sections: sections, timer: timer, hint: hint, highestNumber: highestNumber)
    self.names = names
  }
}
