import BehaviourCatalogue
import MVPTestSupport
import TestSupport
import Testing

@testable import MVPCGather

/// MVP-C's match presenter with a mock view, on a test clock and in-memory services: every
/// check of MVPTestSupport's `GatherPresenterCheck`, written once for MVP and MVP-C (same
/// presenter, one copy each).
@MainActor
@Suite
struct GatherPresenterTests {
  @Test(
    .tags(
      .gatherEveryChangeIsSaved, .gatherTimerCountsDown, .gatherGoalIsScored,
      .gatherGoalIsTakenBack, .gatherEndSavesTheResult, .gatherScoreIsTyped,
      .gatherUnfinishedMatchKeptUnlessDiscardedTwice, .gatherTeamIsRenamed,
      .gatherBackAsksWhileRunning, .gatherLineUpChanges, .gatherBadLineUpInputChangesNothing),
    arguments: GatherPresenterCheck.allCases)
  func presenterTellsTheView(_ check: GatherPresenterCheck) async throws {
    try await check.run { view, match, resumed, services in
      GatherPresenter(
        view: view, match: match, opening: resumed ? .resumed : .started,
        clock: services.matchClock, gatherService: services.gathers,
        playerService: services.players, resultService: services.gathers,
        snapshots: services.snapshotWriter)
    }
  }
}

// The shared mock is the view MVP-C's match presenter talks to; the presenter is driven as
// the checks expect.
extension MockGatherView: GatherViewProtocol {}
extension GatherPresenter: MVPGatherPresenting {}
