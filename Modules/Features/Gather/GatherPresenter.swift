import Domain
import Presentation

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
  func askToDiscard(_ question: String) async -> Bool
  func askToReset(_ question: String) async -> Bool
}

/// The use cases the presenter runs.
@MainActor
protocol GatherInteracting: AnyObject {
  var status: MatchStatus { get }
  /// Saves the match as it opens; a timer that ran on without the screen ticks again.
  func open(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  /// A match saved with its timer running, brought up to now: what passed meanwhile.
  func catchUp() -> MatchTimer.Away?
  func toggleTimer(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  func startTimer(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  func pauseTimer() async throws(FootballGatherError) -> MatchStatus
  func stopTimer() async throws(FootballGatherError) -> MatchStatus
  /// Sets the timer's plan; the match clock goes on unless `resettingClock`.
  func setPlan(_ plan: MatchPlan, resettingClock: Bool) async throws(FootballGatherError)
    -> MatchStatus
  /// A goal for `team` by the player numbered `scorerNumber` (nobody when `nil`), as
  /// typed: recorded and saved, or refused by the match.
  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool)
    async throws(FootballGatherError) -> GoalChange
  func removeGoal(number: Int) async throws(FootballGatherError) -> GoalChange
  /// A line-up change as typed: made and saved, or refused by the match.
  func changeLineUp(_ request: LineUpRequest) async throws(FootballGatherError) -> LineUpOutcome
  /// Who `add TEXT` means (`PlayerService.latecomer(_:)`).
  func findLatecomer(_ text: String) async throws(FootballGatherError) -> Latecomer
  /// A guest with just a name, added to the roster.
  func addGuest(named name: String) async throws(FootballGatherError) -> Player
  /// `player` joins `team` with the next free number, saved with the match.
  func join(_ player: Player, to team: Team) async throws(FootballGatherError) -> LineUpOutcome
  /// Sets the score by adding or removing goals without a scorer.
  func setScore(_ score: Score) async throws(FootballGatherError) -> MatchStatus
  func undoGoal() async throws(FootballGatherError) -> GoalChange
  /// Calls `team` `name` for this gather (its standard name again when `name` is `nil`).
  func renameTeam(_ team: Team, to name: String?) async throws(FootballGatherError)
    -> MatchStatus
  func endMatch() async throws(FootballGatherError) -> Gather
  func discardMatch() async throws(FootballGatherError)
  func leave() async
  /// Stops the running timer's ticker (the screen left the stack).
  func stopTicker()
}

/// Reacts to the match screen's events and to the running timer; formats the match.
@MainActor
final class GatherPresenter: GatherPresenting {
  /// A match just started, or one offered back after a crash (asked about first).
  enum Opening: Sendable {
    case started
    case resumed
  }

  // Internal rather than private: the role extensions (`+Timer`, `+Goals`, `+Leaving`)
  // call them too. Its mutable state is private: `opening`, and `window`, which the
  // listing events below change.
  let view: any GatherDisplaying
  let interactor: any GatherInteracting
  weak var router: (any GatherRouter)?
  private var opening: Opening?
  /// Which rows of a long line-up `list`, `list A-B` and `more` show.
  private var window = LineUpWindow()

  init(
    opening: Opening, view: any GatherDisplaying, interactor: any GatherInteracting,
    router: any GatherRouter
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
      await run(listing: true) { () async throws(FootballGatherError) in
        try await interactor.open(reportingTo: self)
      }
    } else {
      view.display(GatherPresenter.Formatter.viewModel(of: interactor.status))
    }
  }

  /// The match screen left the stack: its timer stops ticking and announcing.
  func viewDidDisappear() async {
    interactor.stopTicker()
  }

  /// Runs one change and shows the match as it is afterwards (`displayChange`), or its
  /// first page when the screen opens (`listing`).
  func run(
    listing: Bool = false, _ change: () async throws(FootballGatherError) -> MatchStatus
  ) async {
    do {
      let before = interactor.status
      let after = try await change()
      if let message = GatherText.change(from: before, to: after) {
        view.displayMessage(message)
      }
      guard listing else { return displayChange(after) }
      view.display(GatherPresenter.Formatter.viewModel(of: after))
    } catch {
      view.displayError(error.message)
    }
  }

  /// `list`: the match again, from the first page of a long line-up.
  func didRequestList() async {
    window.reset()
    view.display(GatherPresenter.Formatter.viewModel(of: interactor.status, window: window))
  }

  /// `list A-B`: the players numbered A to B, in each section.
  func didRequestList(_ numbers: ClosedRange<Int>) async {
    window.show(numbers)
    view.display(GatherPresenter.Formatter.viewModel(of: interactor.status, window: window))
  }

  /// `more`: the next 25 players of each long section.
  func didRequestMore() async {
    let status = interactor.status
    guard window.more(in: status.match) else {
      return view.displayMessage(GatherText.endOfLineUp)
    }
    view.display(GatherPresenter.Formatter.viewModel(of: status, window: window))
  }
}
