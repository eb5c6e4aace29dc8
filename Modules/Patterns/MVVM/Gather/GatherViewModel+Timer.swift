import Domain

/// The timer commands: start, pause, stop, and the plan (one period or halves). A change
/// the timer refuses is answered before anything is saved; halves set once the match
/// clock has moved come with a question (`resetQuestion`) the view asks first.
extension GatherViewModel {
  /// Saves the match as it opens and shows it; a timer that ran on without the screen
  /// ticks again.
  func open() async -> [Feedback] {
    await change({ _, _ throws(FootballGatherError) in }, then: resumeTicking, listing: true)
  }

  func toggleTimer() async -> [Feedback] {
    match.timer.isRunning ? await pauseTimer() : await startTimer()
  }

  func startTimer() async -> [Feedback] {
    if let refusal = match.timer.startRefusal { return [.error(Text.refusal(refusal))] }
    return await change(
      { match, now throws(FootballGatherError) in try match.timer.start(at: now) },
      then: startTicking)
  }

  func pauseTimer() async -> [Feedback] {
    if let refusal = match.timer.pauseRefusal { return [.error(Text.refusal(refusal))] }
    return await change(
      { match, now throws(FootballGatherError) in try match.timer.pause(at: now) },
      then: stopTicking)
  }

  func stopTimer() async -> [Feedback] {
    await change(
      { match, now throws(FootballGatherError) in match.timer.stop(at: now) }, then: stopTicking)
  }

  func setTime(seconds: Int) async -> [Feedback] {
    await setPlan(example: "time 25:00") { () throws(FootballGatherError) in
      try .single(seconds: seconds)
    }
  }

  func setHalves(periods: Int, seconds: Int, breakSeconds: Int, resettingClock: Bool = false)
    async -> [Feedback]
  {
    await setPlan(example: "halves 2x25 break 5", resettingClock: resettingClock) {
      () throws(FootballGatherError) in
      try .halves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
    }
  }

  /// The question to ask before these halves, when they would be set and the match clock
  /// has moved (`[reset/keep]`); `nil` when they are set without asking or refused.
  func resetQuestion(periods: Int, seconds: Int, breakSeconds: Int) -> String? {
    guard
      let plan = try? MatchPlan.halves(
        periods: periods, seconds: seconds, breakSeconds: breakSeconds),
      match.timer.planRefusal == nil, match.timer.asksToResetClock(for: plan)
    else { return nil }
    return Text.resetQuestion(match.timer)
  }

  /// Sets the plan `make` gives; a plan out of bounds is shown with a command to copy.
  private func setPlan(
    example: String, resettingClock: Bool = false,
    _ make: () throws(FootballGatherError) -> MatchPlan
  ) async -> [Feedback] {
    let plan: MatchPlan
    do { plan = try make() } catch { return [.error("\(error.message), e.g. '\(example)'")] }
    if let refusal = match.timer.planRefusal { return [.error(Text.refusal(refusal))] }
    return await change { match, _ throws(FootballGatherError) in
      try match.timer.setPlan(plan, resettingClock: resettingClock)
    }
  }
}
