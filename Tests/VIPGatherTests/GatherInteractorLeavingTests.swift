import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import VIPGather

/// The interactor's ways out, with a spy presenter: each question presented, each answer
/// taken as the next request.
@MainActor
struct GatherInteractorLeavingTests {
  let presenter = SpyPresenter()
  let services = MatchServices()

  @Test(.tags(.gatherEndSavesTheResult, .gatherBackAsksWhileRunning))
  func endingAndLeavingAnswerTheirQuestions() async throws {
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let interactor = services.interactor(presenter, match: Match(gather: gather))
    await interactor.endGather(request: .ask)
    await interactor.endGather(request: .answer(false))
    await interactor.leave(request: .ask(.quit))
    await interactor.leave(request: .answer(.quit, false))
    await interactor.leave(request: .answer(.quit, true))
    await interactor.endGather(request: .answer(true))
    #expect(
      presenter.responses == [
        "ask end", "goes on", "ask leave quit", "goes on", "left quit", "ended 0-0",
      ])
    #expect(services.snapshots.current == nil)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo)) func aResultThatCannotBeSavedLeavesTheMatchGoingOn()
    async
  {
    let interactor = services.interactor(presenter)
    await interactor.endGather(request: .answer(true))
    #expect(presenter.responses.first?.hasPrefix("end failed: ") == true)
  }

  @Test(.tags(.gatherQuitAsksFirst)) func theEndOfInputKeepsTheMatchSilently() async {
    let interactor = services.interactor(presenter)
    await interactor.leave(request: .atEndOfInput)
    #expect(presenter.responses.isEmpty)
    #expect(services.snapshots.saved.count == 1)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice, .gatherUnfinishedMatchResumes))
  func aResumedMatchIsOfferedAndKeptOrDiscarded() async throws {
    let gather = try await services.gathers.createGather(players: Gather.fixture.players)
    let interactor = services.interactor(
      presenter, match: Match(gather: gather), opening: .resumed)
    await interactor.showMatch(request: .init())
    await interactor.resume(request: .init(accepted: false))
    await interactor.discard(request: .init(confirmed: false))
    await interactor.discard(request: .init(confirmed: true))
    await services.interactor(presenter).discard(request: .init(confirmed: true))
    #expect(
      presenter.responses == [
        "offer resume, away false", "ask discard", "kept", "discarded",
        "discard failed: gather \(Gather.fixture.id) was not found",
      ])
    #expect(services.snapshots.saved.isEmpty)
  }

  @Test(.tags(.gatherLeftMatchGoesOn)) func aResumedMatchWhoseTimerRanOnTicksAgain() async throws {
    var match = Match(gather: .fixture)
    try match.timer.start(at: .zero)
    let interactor = services.interactor(presenter, match: match, opening: .resumed)
    await interactor.showMatch(request: .init())
    await interactor.resume(request: .init(accepted: true))
    await services.clock.waitForSleepers(1)
    interactor.stopTicking(request: .init())
    services.snapshots.setFailure(.storage("disk full"))
    await interactor.resume(request: .init(accepted: true))
    #expect(
      presenter.responses == [
        "offer resume, away false", "resumed 0-0, 600.0 seconds, running",
        "failed: storage failed: disk full",
      ])
  }
}
