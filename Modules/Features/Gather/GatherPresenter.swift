import Domain

/// What the presenter asks of the view.
@MainActor
protocol GatherDisplaying: AnyObject {
  func display(_ viewModel: GatherViewModel)
  func displayMessage(_ message: String)
  /// A message of several lines (the goal log).
  func displayLines(_ lines: [String])
  func displayError(_ message: String)
  /// A line printed while the user may be typing (the running timer).
  func announce(_ text: String, bell: Bool)
  func askConfirmation(_ question: String) async -> Bool
}

/// The use cases the presenter runs.
@MainActor
protocol GatherInteracting: AnyObject {
  var status: MatchStatus { get }
  func open() async throws(FootballGatherError) -> MatchStatus
  func toggleTimer(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  func startTimer(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  func pauseTimer() async throws(FootballGatherError) -> MatchStatus
  func stopTimer() async throws(FootballGatherError) -> MatchStatus
  func setPlan(_ plan: MatchPlan) async throws(FootballGatherError) -> MatchStatus
  func scoreGoal(for team: Team, by scorer: Player?, ownGoal: Bool)
    async throws(FootballGatherError) -> Goal
  func removeGoal(number: Int) async throws(FootballGatherError) -> Goal
  /// Sets the score by adding or removing goals without a scorer.
  func setScore(_ score: Score) async throws(FootballGatherError)
  func undoGoal() async throws(FootballGatherError) -> Goal
  func endMatch() async throws(FootballGatherError) -> Gather
  func discardMatch() async throws(FootballGatherError)
  func leave() async
  /// Stops the running timer's ticker (the screen left the stack).
  func stopTicker()
}

/// Where the presenter can send the user.
@MainActor
protocol GatherRouting: AnyObject {
  /// The gather ended and was saved.
  func showPlayerList(after gather: Gather) async
  /// The user left the match unfinished, or discarded it.
  func leaveMatch() async
}

/// Reacts to the match screen's events and to the running timer; formats the match.
@MainActor
final class GatherPresenter: GatherPresenting {
  /// A match just started, or one offered back after a crash (asked about first).
  enum Opening: Sendable {
    case started
    case resumed
  }

  // Internal rather than private: `GatherPresenter+Leaving.swift` uses them too.
  let view: any GatherDisplaying
  let interactor: any GatherInteracting
  let router: any GatherRouting
  private var opening: Opening?

  init(
    opening: Opening, view: any GatherDisplaying, interactor: any GatherInteracting,
    router: any GatherRouting
  ) {
    self.opening = opening
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    if let opening {
      self.opening = nil
      if opening == .resumed, !(await resumeOrDiscard()) { return }
      await run(interactor.open)
    } else {
      view.display(GatherPresenter.Formatter.viewModel(of: interactor.status))
    }
  }

  /// The match screen left the stack: its timer stops ticking and announcing.
  func viewDidDisappear() async {
    interactor.stopTicker()
  }

  func didRequestTimerToggle() async {
    let timer = interactor.status.match.timer
    if let refusal = timer.isRunning ? timer.pauseRefusal : timer.startRefusal {
      return view.displayError(GatherPresenter.Formatter.refusal(refusal))
    }
    await run { () async throws(FootballGatherError) in
      try await interactor.toggleTimer(reportingTo: self)
    }
  }

  func didRequestTimerStart() async {
    if let refusal = interactor.status.match.timer.startRefusal {
      return view.displayError(GatherPresenter.Formatter.refusal(refusal))
    }
    await run { () async throws(FootballGatherError) in
      try await interactor.startTimer(reportingTo: self)
    }
  }

  func didRequestTimerPause() async {
    if let refusal = interactor.status.match.timer.pauseRefusal {
      return view.displayError(GatherPresenter.Formatter.refusal(refusal))
    }
    await run(interactor.pauseTimer)
  }

  func didRequestTimerStop() async { await run(interactor.stopTimer) }

  func didRequestSetTime(seconds: Int) async {
    await setPlan(example: "time 25:00") { () throws(FootballGatherError) in
      try .single(seconds: seconds)
    }
  }

  func didRequestHalves(periods: Int, minutes: Int, breakMinutes: Int) async {
    await setPlan(example: "halves 2x25 break 5") { () throws(FootballGatherError) in
      try .halves(periods: periods, minutes: minutes, breakMinutes: breakMinutes)
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
    if let refusal = interactor.status.match.timer.planRefusal {
      return view.displayError(GatherPresenter.Formatter.refusal(refusal))
    }
    await run { () async throws(FootballGatherError) in try await interactor.setPlan(plan) }
  }

  func didRequestGoal(for team: Team, scorerRow: Int?, ownGoal: Bool) async {
    let scorer = scorerRow.flatMap { row in
      let lineUp = interactor.status.match.lineUp
      return lineUp.indices.contains(row) ? lineUp[row].player : nil
    }
    do {
      let goal = try await interactor.scoreGoal(for: team, by: scorer, ownGoal: ownGoal)
      view.displayMessage(GatherPresenter.Formatter.scored(goal, status: interactor.status))
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestUndoGoal() async {
    do {
      let goal = try await interactor.undoGoal()
      view.displayMessage(GatherPresenter.Formatter.undone(goal, status: interactor.status))
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestRemoveGoal(number: Int) async {
    do {
      let before = interactor.status.match
      let goal = try await interactor.removeGoal(number: number)
      view.displayMessage(
        "Removed goal \(number) (\(GatherPresenter.Formatter.goalLine(goal, in: before))). "
          + GatherPresenter.Formatter.scoreLine(interactor.status.match.score))
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestSetScore(_ score: Score) async {
    do {
      try await interactor.setScore(score)
      view.displayMessage(
        "Score set: \(GatherPresenter.Formatter.scoreLine(interactor.status.match.score)).")
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestGoalLog() async {
    view.displayLines(GatherPresenter.Formatter.goalLog(interactor.status.match))
  }

  /// Runs one timer or plan change and shows the match as it is afterwards.
  private func run(_ change: () async throws(FootballGatherError) -> MatchStatus) async {
    do {
      let before = interactor.status
      let after = try await change()
      if let message = GatherPresenter.Formatter.change(from: before, to: after) {
        view.displayMessage(message)
      }
      view.display(GatherPresenter.Formatter.viewModel(of: after))
    } catch {
      view.displayError(error.message)
    }
  }
}
