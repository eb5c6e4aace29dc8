import Domain
import Presentation

/// The timer use case. A change the timer refuses is answered before anything is saved.
extension GatherInteractor {
  func changeTimer(request: GatherModels.ChangeTimer.Request) async {
    let timer = match.timer
    switch request {
    case .toggle:
      await changeTimer(request: timer.isRunning ? .pause : .start)
    case .start:
      if let refusal = timer.startRefusal {
        return await presenter.presentTimer(response: .refused(refusal))
      }
      await timerChange(
        { match, now throws(FootballGatherError) in try match.timer.start(at: now) },
        then: startTicking)
    case .pause:
      if let refusal = timer.pauseRefusal {
        return await presenter.presentTimer(response: .refused(refusal))
      }
      await timerChange(
        { match, now throws(FootballGatherError) in try match.timer.pause(at: now) },
        then: stopTicking)
    case .stop:
      await timerChange(
        { match, now throws(FootballGatherError) in match.timer.stop(at: now) }, then: stopTicking)
    case .time(let seconds):
      await setPlan(example: "time 25:00") { () throws(FootballGatherError) in
        try .single(seconds: seconds)
      }
    case .halves(let periods, let seconds, let breakSeconds):
      await setPlan(example: "halves 2x25 break 5") { () throws(FootballGatherError) in
        try .halves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
      }
    case .setPlan(let plan, let resettingClock):
      await timerChange { match, _ throws(FootballGatherError) in
        try match.timer.setPlan(plan, resettingClock: resettingClock)
      }
    }
  }

  /// A new plan, asking first when it would restart a match clock that has moved (the
  /// answer comes back as `.setPlan`).
  private func setPlan(example: String, _ make: () throws(FootballGatherError) -> MatchPlan)
    async
  {
    let plan: MatchPlan
    do { plan = try make() } catch {
      return await presenter.presentTimer(response: .badPlan(error, example: example))
    }
    if let refusal = match.timer.planRefusal {
      return await presenter.presentTimer(response: .refused(refusal))
    }
    if match.timer.asksToResetClock(for: plan) {
      return await presenter.presentTimer(
        response: .asksToResetClock(plan, played: match.timer.elapsedPlay(at: .zero)))
    }
    await changeTimer(request: .setPlan(plan, resettingClock: false))
  }

  /// Makes one timer change, runs `then` (the ticker), saves, and presents the match with
  /// what it was before.
  private func timerChange(
    _ make: (inout Match, Duration) throws(FootballGatherError) -> Void, then: () -> Void = {}
  ) async {
    do {
      let before = try await change(make, then: then)
      await presenter.presentTimer(
        response: .changed(MatchFacts(status), before: TimerFacts(before)))
    } catch {
      await presenter.presentTimer(response: .failed(error))
    }
  }
}
