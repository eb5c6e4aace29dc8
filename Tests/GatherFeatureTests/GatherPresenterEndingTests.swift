import BehaviourCatalogue
import Domain
import Presentation
import Testing

@testable import GatherFeature

/// `end` before time is up, a typed score, and a match that cannot be saved: the presenter
/// words what the match (the stub's real Entity rules) decided.
extension GatherPresenterTests {
  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft, .gatherEndSavesTheResult))
  func anEarlyEndSaysThePlayLeftInEveryPeriodStillToCome() async throws {
    view.expect(.askConfirmation, .displayLines)
    interactor.expect(.endMatch)
    router.expect(.finishMatch)
    try interactor.match.timer.setPlan(
      .halves(periods: 2, minutes: 25, breakMinutes: 5), resettingClock: true)
    try interactor.match.timer.start(at: .zero)
    interactor.now = .seconds(600)
    view.answers = [true]
    await makePresenter().didRequestEnd()
    #expect(
      view.lines == [
        .confirmation("End the gather at Team A 0-0 Team B with 40:00 left?"),
        .message("Gather ended with 40:00 left: Team A 0-0 Team B. Draw.\nNo goals."),
      ])
    #expect(router.intents == [.finishMatch(Gather.fixture.id)])
  }

  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft))
  func anEndAtTimesUpSaysNoTimeLeft() async throws {
    view.expect(.askConfirmation, .displayLines)
    interactor.expect(.endMatch)
    router.expect(.finishMatch)
    try interactor.match.timer.start(at: .zero)
    interactor.now = .seconds(600)
    view.answers = [true]
    await makePresenter().didRequestEnd()
    #expect(
      view.lines == [
        .confirmation("End the gather at Team A 0-0 Team B?"),
        .message("Gather ended: Team A 0-0 Team B. Draw.\nNo goals."),
      ])
  }

  @Test(.tags(.gatherScoreIsTyped, .gatherEndSavesTheResult))
  func aTypedScoreIsTheResultTheEndSaves() async {
    view.expect(.displayMessage, .askConfirmation, .displayLines)
    interactor.expect(.setScore, .endMatch)
    router.expect(.finishMatch)
    let presenter = makePresenter()
    await presenter.didRequestSetScore(Score(teamA: 3, teamB: 2))
    view.answers = [true]
    await presenter.didRequestEnd()
    #expect(
      view.lines == [
        .message("Score set: Team A 3-2 Team B."),
        .confirmation("End the gather at Team A 3-2 Team B?"),
        .message(
          "Gather ended: Team A 3-2 Team B. Winner: Team A.\nGoals (3-2):\n  1  -- Team A\n"
            + "  2  -- Team A\n  3  -- Team A\n  4  -- Team B\n  5  -- Team B"),
      ])
    #expect(interactor.calls == ["score 3-2", "end"])
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo))
  func aMatchThatCannotBeSavedSaysSoAtAChangeAndARefusedEndKeepsItRunning() async throws {
    view.expect(.displayError, .askConfirmation)
    interactor.expect(.scoreGoal, .endMatch)
    try interactor.match.timer.start(at: .zero)
    interactor.now = .seconds(60)
    interactor.failure = .storage("disk full")
    let presenter = makePresenter()
    await presenter.didRequestGoal(for: .teamA, scorerNumber: 1, ownGoal: false)
    view.answers = [true]
    await presenter.didRequestEnd()
    #expect(
      view.lines == [
        .error("storage failed: disk full"),
        .confirmation("End the gather at Team A 0-0 Team B with 09:00 left?"),
        .error("could not end the gather: storage failed: disk full"),
      ])
    #expect(router.intents.isEmpty)
    #expect(interactor.match.timer.isRunning)
  }

  @Test(.tags(.gatherGoalMinutesNeverGoBack, .gatherGoalIsScored))
  func aGoalAfterTheTimeIsSetAgainCountsOnFromTheMinutesPlayed() async throws {
    view.expect(.displayMessage, .display)
    interactor.expect(.startTimer, .stopTimer, .setPlan, .scoreGoal)
    let presenter = makePresenter()
    await presenter.didRequestTimerStart()
    interactor.now = .seconds(200)
    await presenter.didRequestTimerStop()
    await presenter.didRequestSetTime(seconds: 300)
    await presenter.didRequestTimerStart()
    interactor.now = .seconds(260)
    await presenter.didRequestGoal(for: .teamA, scorerNumber: 1, ownGoal: false)
    #expect(view.lines.last == .message("Goal! 5' Team A, Ann. Team A 1-0 Team B"))
  }

  @Test(.tags(.gatherLeftMatchGoesOn, .gatherUnfinishedMatchResumes))
  func aMatchThatRanOnWhileAwaySaysWhatPassedBeforeItIsOfferedBack() async throws {
    view.expect(.displayMessage, .displayLines, .askConfirmation, .display)
    interactor.expect(.open)
    try interactor.match.timer.start(at: .zero)
    interactor.now = .seconds(135)
    interactor.away = MatchTimer.Away(length: .seconds(135), events: [])
    view.answers = [true]
    await makePresenter(.resumed).viewDidAppear()
    #expect(
      view.lines == [
        .message("Unfinished match found: Team A 0-0 Team B, 07:45 left (running)."),
        .message("The timer ran on while the match screen was closed: 02:15 passed."),
        .confirmation("Resume it?"),
      ])
    #expect(interactor.calls == ["open"])
  }

  @Test(.tags(.gatherBackAsksWhileRunning, .gatherLeftMatchGoesOn))
  func backWhileTheTimerRunsAsksAndLeavesTheMatchKeptAndRunning() async throws {
    view.expect(.askConfirmation, .displayMessage)
    interactor.expect(.leave)
    router.expect(.leaveMatch)
    try interactor.match.timer.start(at: .zero)
    interactor.now = .seconds(135)
    view.answers = [true]
    await makePresenter().didRequestLeave()
    #expect(
      view.lines == [
        .confirmation(GatherText.leaveQuestion),
        .message(
          "Left the gather with the timer running (07:45 left); it runs on. "
            + "'resume' on the player list or your next login says what passed."),
      ])
    #expect(interactor.calls == ["leave"])
    #expect(router.intents == [.leaveMatch])
    #expect(interactor.match.timer.isRunning)
  }
}
