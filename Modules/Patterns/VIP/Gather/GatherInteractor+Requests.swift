import Domain

/// The timer and score requests. A change the match refuses is answered before anything
/// is saved.
extension GatherInteractor {
  func changeTimer(request: GatherModels.TimerRequest) async {
    let timer = match.timer
    switch request {
    case .toggle:
      await changeTimer(request: timer.isRunning ? .pause : .start)
    case .start:
      if let refusal = timer.startRefusal {
        return presenter.presentRefusal(response: .timer(refusal))
      }
      await change(
        { match, now throws(FootballGatherError) in try match.timer.start(at: now) },
        then: startTicking)
    case .pause:
      if let refusal = timer.pauseRefusal {
        return presenter.presentRefusal(response: .timer(refusal))
      }
      await change(
        { match, now throws(FootballGatherError) in try match.timer.pause(at: now) },
        then: stopTicking)
    case .stop:
      await change(
        { match, now throws(FootballGatherError) in match.timer.stop(at: now) }, then: stopTicking)
    case .time(let seconds):
      await setPlan(example: "time 25:00") { () throws(FootballGatherError) in
        try .single(seconds: seconds)
      }
    case .halves(let periods, let seconds, let breakSeconds):
      await setPlan(example: "halves 2x25 break 5") { () throws(FootballGatherError) in
        try .halves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
      }
    }
  }

  private func setPlan(example: String, _ make: () throws(FootballGatherError) -> MatchPlan)
    async
  {
    let plan: MatchPlan
    do { plan = try make() } catch {
      return presenter.presentRefusal(response: .plan(error, example: example))
    }
    if let refusal = match.timer.planRefusal {
      return presenter.presentRefusal(response: .timer(refusal))
    }
    if match.timer.asksToResetClock(for: plan) {
      return await presenter.presentQuestion(response: .resetClock(plan, match.timer))
    }
    await setPlan(plan, resettingClock: false)
  }

  /// Sets `plan`; the match clock goes on unless `resettingClock` (the answer to the
  /// question `setPlan(example:_:)` presented).
  func setPlan(_ plan: MatchPlan, resettingClock: Bool) async {
    await change { match, _ throws(FootballGatherError) in
      try match.timer.setPlan(plan, resettingClock: resettingClock)
    }
  }

  func scoreGoal(request: GatherModels.GoalRequest) async {
    let scorer = request.scorerNumber.flatMap(match.player(numbered:))
    if let number = request.scorerNumber, scorer == nil {
      return presenter.presentRefusal(response: .noPlayer(number: number))
    }
    if let refusal = match.goalRefusal(for: request.team, scorer: scorer, ownGoal: request.ownGoal)
    {
      return presenter.presentRefusal(response: .goal(refusal, match.teamNames))
    }
    await report { () throws(FootballGatherError) in
      let goal = try await edit { match, now throws(FootballGatherError) in
        try match.recordGoal(for: request.team, scorer: scorer, ownGoal: request.ownGoal, at: now)
      }
      return .scored(goal, match)
    }
  }

  func undoGoal() async {
    await report { () throws(FootballGatherError) in
      .undone(
        try await edit { match, _ throws(FootballGatherError) in try match.undoLastGoal() }, match)
    }
  }

  func removeGoal(number: Int) async {
    if let refusal = match.removalRefusal(number: number) {
      return presenter.presentRefusal(response: .goal(refusal, .standard))
    }
    let before = match
    await report { () throws(FootballGatherError) in
      let goal = try await edit { match, _ throws(FootballGatherError) in
        try match.removeGoal(number: number)
      }
      return .removed(goal, number: number, before: before, after: match)
    }
  }

  func setScore(_ score: Score) async {
    await report { () throws(FootballGatherError) in
      try await edit { match, _ throws(FootballGatherError) in try match.setScore(score) }
      return .scoreSet(match)
    }
  }

  func rename(_ team: Team, to name: String?) async {
    await report { () throws(FootballGatherError) in
      try await renameTeam(team, to: name)
      return .renamed(team, status)
    }
  }

  func showGoalLog() {
    presenter.presentGoalLog(response: match)
  }

  /// Presents what `request` did, or why it failed.
  private func report(_ request: () async throws(FootballGatherError) -> GatherModels.GoalResponse)
    async
  {
    do {
      presenter.presentGoal(response: try await request())
    } catch {
      presenter.presentRefusal(response: .failed(error, doing: nil))
    }
  }
}
