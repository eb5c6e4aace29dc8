import Domain

/// The timer commands: start, pause, stop, and the plan (one period or halves). A change
/// the timer refuses is answered before anything is saved; halves set once the match
/// clock has moved ask first whether it starts again at 0.
extension GatherViewController {
  func toggleTimer() async {
    match.timer.isRunning ? await pauseTimer() : await startTimer()
  }

  func startTimer() async {
    if let refusal = match.timer.startRefusal { return console.error(Text.refusal(refusal)) }
    await change(
      { match, now throws(FootballGatherError) in try match.timer.start(at: now) },
      then: startTicking)
  }

  func pauseTimer() async {
    if let refusal = match.timer.pauseRefusal { return console.error(Text.refusal(refusal)) }
    await change(
      { match, now throws(FootballGatherError) in try match.timer.pause(at: now) },
      then: stopTicking)
  }

  func stopTimer() async {
    await change(
      { match, now throws(FootballGatherError) in match.timer.stop(at: now) }, then: stopTicking)
  }

  func setTime(seconds: Int) async {
    await setPlan(example: "time 25:00") { () throws(FootballGatherError) in
      try .single(seconds: seconds)
    }
  }

  func setHalves(periods: Int, seconds: Int, breakSeconds: Int) async {
    await setPlan(example: "halves 2x25 break 5") { () throws(FootballGatherError) in
      try .halves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
    }
  }

  /// Sets the plan `make` gives; a plan out of bounds is shown with a command to copy.
  private func setPlan(example: String, _ make: () throws(FootballGatherError) -> MatchPlan)
    async
  {
    let plan: MatchPlan
    do { plan = try make() } catch { return console.error("\(error.message), e.g. '\(example)'") }
    if let refusal = match.timer.planRefusal { return console.error(Text.refusal(refusal)) }
    var reset = false
    if match.timer.asksToResetClock(for: plan) {
      reset = await console.confirmReset(Text.resetQuestion(match.timer))
    }
    await change { match, _ throws(FootballGatherError) in
      try match.timer.setPlan(plan, resettingClock: reset)
    }
  }
}
