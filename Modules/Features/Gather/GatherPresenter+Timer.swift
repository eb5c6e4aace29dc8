import Domain
import Presentation

/// The timer commands: start, pause, stop, and the plan (one period or halves). A command
/// the timer refuses is answered before anything is saved; halves set once the match
/// clock has moved ask first whether it starts again at 0.
extension GatherPresenter {
  func didRequestTimerToggle() async {
    let timer = interactor.status.match.timer
    if let refusal = timer.isRunning ? timer.pauseRefusal : timer.startRefusal {
      return view.displayError(GatherText.refusal(refusal))
    }
    await run { () async throws(FootballGatherError) in
      try await interactor.toggleTimer(reportingTo: self)
    }
  }

  func didRequestTimerStart() async {
    if let refusal = interactor.status.match.timer.startRefusal {
      return view.displayError(GatherText.refusal(refusal))
    }
    await run { () async throws(FootballGatherError) in
      try await interactor.startTimer(reportingTo: self)
    }
  }

  func didRequestTimerPause() async {
    if let refusal = interactor.status.match.timer.pauseRefusal {
      return view.displayError(GatherText.refusal(refusal))
    }
    await run(interactor.pauseTimer)
  }

  func didRequestTimerStop() async { await run(interactor.stopTimer) }

  func didRequestSetTime(seconds: Int) async {
    await setPlan(example: "time 25:00") { () throws(FootballGatherError) in
      try .single(seconds: seconds)
    }
  }

  func didRequestHalves(periods: Int, seconds: Int, breakSeconds: Int) async {
    await setPlan(example: "halves 2x25 break 5") { () throws(FootballGatherError) in
      try .halves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
    }
  }

  /// Sets the plan `make` gives; a plan out of bounds is shown with a command to copy.
  private func setPlan(example: String, _ make: () throws(FootballGatherError) -> MatchPlan)
    async
  {
    let plan: MatchPlan
    do {
      plan = try make()
    } catch {
      return view.displayError("\(error.message), e.g. '\(example)'")
    }
    let status = interactor.status
    if let refusal = status.match.timer.planRefusal {
      return view.displayError(GatherText.refusal(refusal))
    }
    var reset = false
    if status.match.timer.asksToResetClock(for: plan) {
      reset = await view.askToReset(GatherText.resetQuestion(status.match.timer))
    }
    await run { () async throws(FootballGatherError) in
      try await interactor.setPlan(plan, resettingClock: reset)
    }
  }
}
