import Domain

/// The ways out of the match scene. A question is presented; its answer comes back as the
/// next request.
extension GatherInteractor {
  func requestToEnd() async {
    await presenter.presentQuestion(response: .end(status))
  }

  func endGather() async {
    let before = status
    do {
      let gather = try await saveResult()
      await presenter.presentExit(response: .ended(gather, before))
    } catch {
      presenter.presentRefusal(response: .failed(error, doing: "end the gather"))
    }
  }

  func keepPlaying() {
    presenter.presentGoesOn()
  }

  func requestToLeave(_ leaving: GatherModels.Leaving) async {
    await presenter.presentQuestion(response: .leave(leaving))
  }

  func leave(_ leaving: GatherModels.Leaving) async {
    await keepMatch()
    await presenter.presentExit(response: .left(leaving, status))
  }

  /// The end of input, which cannot be asked: the match stays saved, silently.
  func leaveAtEndOfInput() async {
    await keepMatch()
  }

  /// The match offered back is taken up; a timer that ran on without the scene ticks again.
  func resume() async {
    await change(
      { _, _ throws(FootballGatherError) in },
      then: { if match.timer.isRunning { startTicking() } }, listing: true)
  }

  func requestToDiscard() async {
    await presenter.presentQuestion(response: .discard(status))
  }

  func discard() async {
    do {
      try await forgetMatch()
      await presenter.presentExit(response: .discarded)
    } catch {
      await presenter.presentExit(response: .discardFailed(error))
    }
  }

  func keep() async {
    await presenter.presentExit(response: .kept)
  }
}
