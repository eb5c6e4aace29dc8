import Domain
import Presentation

/// The ways out of the match scene. A question is presented; its answer comes back as the
/// next request.
extension GatherInteractor {
  func endGather(request: GatherModels.EndGather.Request) async {
    switch request {
    case .ask: await presenter.presentEnd(response: .ask(MatchFacts(status)))
    case .answer(false): await presenter.presentEnd(response: .goesOn)
    case .answer(true):
      let before = status
      do {
        let gather = try await saveResult()
        await presenter.presentEnd(response: .ended(gather, MatchFacts(before)))
      } catch {
        await presenter.presentEnd(response: .failed(error))
      }
    }
  }

  func leave(request: GatherModels.Leave.Request) async {
    switch request {
    case .ask(let way): await presenter.presentLeave(response: .ask(way))
    case .answer(_, false): await presenter.presentLeave(response: .goesOn)
    case .answer(let way, true):
      await keepMatch()
      await presenter.presentLeave(response: .left(way, TimerFacts(status)))
    case .atEndOfInput: await keepMatch()
    }
  }

  /// The match offered back is taken up (a timer that ran on without the scene ticks
  /// again), or the scene asks whether to discard it.
  func resume(request: GatherModels.Resume.Request) async {
    guard request.accepted else {
      return await presenter.presentResume(response: .askDiscard(MatchFacts(status)))
    }
    do {
      let before = try await change(
        { _, _ throws(FootballGatherError) in },
        then: { if match.timer.isRunning { startTicking() } })
      await presenter.presentResume(
        response: .resumed(MatchFacts(status), before: TimerFacts(before)))
    } catch {
      await presenter.presentResume(response: .failed(error))
    }
  }

  func discard(request: GatherModels.Discard.Request) async {
    guard request.confirmed else { return await presenter.presentDiscard(response: .kept) }
    do {
      try await forgetMatch()
      await presenter.presentDiscard(response: .discarded)
    } catch {
      await presenter.presentDiscard(response: .failed(error))
    }
  }
}
