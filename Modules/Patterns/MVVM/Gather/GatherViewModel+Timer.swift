import Domain

/// The timer commands: start, pause, stop, and the plan (one period or halves). A change
/// the timer refuses is answered before anything is saved; halves set once the match
/// clock has moved are asked about first (a reset question).
extension GatherViewModel {
  /// Saves the match as it opens and shows it; a timer that ran on without the screen
  /// ticks again.
  func open() async {
    await change(
      { _, _ throws(FootballGatherError) in },
      then: { if match.timer.isRunning { startTicking() } }, listing: true)
  }

  func startTimer() async {
    if let refusal = match.timer.startRefusal {
      errorMessage.value = Text.refusal(refusal)
      return
    }
    await change(
      { match, now throws(FootballGatherError) in try match.timer.start(at: now) },
      then: startTicking)
  }

  func pauseTimer() async {
    if let refusal = match.timer.pauseRefusal {
      errorMessage.value = Text.refusal(refusal)
      return
    }
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

  /// `halves 2x25`: set at once, or asked about first when the match clock has moved.
  func askOrSetHalves(periods: Int, seconds: Int, breakSeconds: Int) async {
    guard
      let plan = try? MatchPlan.halves(
        periods: periods, seconds: seconds, breakSeconds: breakSeconds),
      match.timer.planRefusal == nil, match.timer.asksToResetClock(for: plan)
    else {
      return await setHalves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
    }
    ask(
      Question(kind: .reset, text: Text.resetQuestion(match.timer)),
      for: .reset(periods: periods, seconds: seconds, breakSeconds: breakSeconds))
  }

  func setHalves(periods: Int, seconds: Int, breakSeconds: Int, resettingClock: Bool = false)
    async
  {
    await setPlan(example: "halves 2x25 break 5", resettingClock: resettingClock) {
      () throws(FootballGatherError) in
      try .halves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
    }
  }

  /// Sets the plan `make` gives; a plan out of bounds is shown with a command to copy.
  private func setPlan(
    example: String, resettingClock: Bool = false,
    _ make: () throws(FootballGatherError) -> MatchPlan
  ) async {
    let plan: MatchPlan
    do { plan = try make() } catch {
      errorMessage.value = "\(error.message), e.g. '\(example)'"
      return
    }
    if let refusal = match.timer.planRefusal {
      errorMessage.value = Text.refusal(refusal)
      return
    }
    await change { match, _ throws(FootballGatherError) in
      try match.timer.setPlan(plan, resettingClock: resettingClock)
    }
  }
}
