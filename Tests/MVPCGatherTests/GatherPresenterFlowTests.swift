import BehaviourCatalogue
import Domain
import MVPTestSupport
import TestSupport
import Testing

@testable import MVPCGather

/// MVP-C's match presenter with the mock view, on a test clock and in-memory services, for
/// what the shared checks leave out: each test runs MVPTestSupport's
/// `GatherPresenterFlowCheck` of its name (written once for MVP and MVP-C) against this
/// pattern's presenter.
@MainActor
struct GatherPresenterFlowTests {
  static func presenter(
    view: MockGatherView, match: Match, resumed: Bool, services: MatchServices,
    roster: FakePlayerService
  ) -> any MVPGatherPresenting {
    GatherPresenter(
      view: view, match: match, opening: resumed ? .resumed : .started,
      clock: services.matchClock, gatherService: services.gathers,
      playerService: roster, resultService: services.gathers,
      snapshots: services.snapshotWriter)
  }

  @Test(.tags(.gatherTimerCountsDown)) func timerToggleAndStopSayWhatChanged() async throws {
    try await GatherPresenterFlowCheck.timerToggleAndStopSayWhatChanged.run(Self.presenter)
  }

  @Test(.tags(.gatherBadInputIsOneError, .gatherTimerCountsDown))
  func aPlanOutOfBoundsOrWhileRunningIsRefused() async throws {
    try await GatherPresenterFlowCheck.aPlanOutOfBoundsOrWhileRunningIsRefused.run(Self.presenter)
  }

  @Test(.tags(.gatherHalvesMidMatchAskFirst, .gatherHalvesHaveABreak))
  func halvesSetMidMatchAskWhetherTheClockStartsAgain() async throws {
    try await GatherPresenterFlowCheck.halvesSetMidMatchAskWhetherTheClockStartsAgain.run(
      Self.presenter)
  }

  @Test(.tags(.gatherLatecomersJoin)) func aLatecomerJoinsFromTheRosterOrAsAGuestAskedFirst()
    async throws
  {
    try await GatherPresenterFlowCheck.aLatecomerJoinsFromTheRosterOrAsAGuestAskedFirst.run(
      Self.presenter)
  }

  @Test(.tags(.gatherLongLineUpPages, .gatherListsTwentyFiveATeam))
  func aLongLineUpPagesWithListAndMore() async throws {
    try await GatherPresenterFlowCheck.aLongLineUpPagesWithListAndMore.run(Self.presenter)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo)) func aMatchThatCannotBeSavedSaysSoAtEveryChange()
    async throws
  {
    try await GatherPresenterFlowCheck.aMatchThatCannotBeSavedSaysSoAtEveryChange.run(
      Self.presenter)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo)) func theRunningTimerSaysWhenItCannotBeSaved()
    async throws
  {
    try await GatherPresenterFlowCheck.theRunningTimerSaysWhenItCannotBeSaved.run(Self.presenter)
  }

  @Test(.tags(.gatherQuitAsksFirst)) func quitAsksFirstAndTheEndOfInputKeepsTheMatch() async throws
  {
    try await GatherPresenterFlowCheck.quitAsksFirstAndTheEndOfInputKeepsTheMatch.run(
      Self.presenter)
  }

  @Test(.tags(.gatherLeftMatchGoesOn, .gatherUnfinishedMatchResumes))
  func aMatchLeftRunningComesBackSayingWhatPassed() async throws {
    try await GatherPresenterFlowCheck.aMatchLeftRunningComesBackSayingWhatPassed.run(
      Self.presenter)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice))
  func aResumedMatchDiscardedTwiceIsForgotten() async throws {
    try await GatherPresenterFlowCheck.aResumedMatchDiscardedTwiceIsForgotten.run(Self.presenter)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice)) func aDiscardThatFailsSaysSo()
    async throws
  {
    try await GatherPresenterFlowCheck.aDiscardThatFailsSaysSo.run(Self.presenter)
  }

  @Test(.tags(.gatherUnfinishedMatchResumes)) func appearingAgainShowsTheMatchAsItIs() async throws
  {
    try await GatherPresenterFlowCheck.appearingAgainShowsTheMatchAsItIs.run(Self.presenter)
  }

  @Test(.tags(.gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherBadInputIsOneError))
  func aGoalNamedByNumberIsRemovedByItsNumber() async throws {
    try await GatherPresenterFlowCheck.aGoalNamedByNumberIsRemovedByItsNumber.run(Self.presenter)
  }

  /// Lets the running timer tick once a second for `seconds` seconds of the test clock.
  @Test(.tags(.gatherGoalMinutesNeverGoBack)) func goalMinutesNeverGoBackWhenTheTimerIsStopped()
    async throws
  {
    try await GatherPresenterFlowCheck.goalMinutesNeverGoBackWhenTheTimerIsStopped.run(
      Self.presenter)
  }

  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft, .gatherEndSavesTheResult))
  func anEarlyEndSaysHowMuchPlayWasLeft() async throws {
    try await GatherPresenterFlowCheck.anEarlyEndSaysHowMuchPlayWasLeft.run(Self.presenter)
  }

  @Test(.tags(.gatherLeftPausedMatchComesBackAsItWas, .gatherUnfinishedMatchResumes))
  func aMatchLeftPausedComesBackAsItWas() async throws {
    try await GatherPresenterFlowCheck.aMatchLeftPausedComesBackAsItWas.run(Self.presenter)
  }

  @Test(.tags(.gatherEveryChangeIsSaved)) func everyChangeReachesTheSavedMatch() async throws {
    try await GatherPresenterFlowCheck.everyChangeReachesTheSavedMatch.run(Self.presenter)
  }

  @Test(.tags(.gatherLineUpChanges, .gatherBadLineUpInputChangesNothing))
  func aSwapChangesPlacesAndOnlyABenchPlayerComesOn() async throws {
    try await GatherPresenterFlowCheck.aSwapChangesPlacesAndOnlyABenchPlayerComesOn.run(
      Self.presenter)
  }
}
