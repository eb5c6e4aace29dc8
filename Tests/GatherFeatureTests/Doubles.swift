import Domain
import LineUI
import TestDoubles

@testable import GatherFeature

/// Records what the running timer reported, and lets a test wait for the next report.
/// Strict: a report the test does not expect fails it.
@MainActor
final class SpyGatherOutput: GatherInteractorOutput, StrictDouble {
  enum Method: Hashable, Sendable { case timerDidAnnounce, timerDidPass, matchDidFailToSave }

  let expected = ExpectedCalls<Method>(of: "SpyGatherOutput")

  enum Report: Equatable {
    /// The time left shown, in seconds.
    case announce(Int)
    case events([MatchTimer.Event])
    case saveFailed(String)
  }

  private(set) var reports: [Report] = []
  private var waiters: [(count: Int, continuation: CheckedContinuation<Void, Never>)] = []

  func timerDidAnnounce(_ status: MatchStatus) {
    expected.check(.timerDidAnnounce)
    record(.announce(status.remaining.wholeSecondsRoundedUp))
  }

  func timerDidPass(_ events: [MatchTimer.Event], status: MatchStatus) {
    expected.check(.timerDidPass)
    record(.events(events))
  }

  func matchDidFailToSave(_ error: FootballGatherError) {
    expected.check(.matchDidFailToSave)
    record(.saveFailed(error.message))
  }

  /// Suspends until at least `count` reports have arrived (no polling, no sleeping).
  func waitForReports(_ count: Int) async {
    guard reports.count < count else { return }
    await withCheckedContinuation { waiters.append((count, $0)) }
  }

  private func record(_ report: Report) {
    reports.append(report)
    let ready = waiters.filter { $0.count <= reports.count }
    waiters.removeAll { $0.count <= reports.count }
    for waiter in ready { waiter.continuation.resume() }
  }
}

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpyGatherView: RecordingView<GatherViewModel>, GatherDisplaying {}

extension SpyGatherView {
  /// Everything shown but the view models.
  var lines: [Output] {
    outputs.filter { if case .display = $0 { false } else { true } }
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingGatherRouter:
  RecordingDouble<RecordingGatherRouter.Method, RecordingGatherRouter.Intent>, GatherRouter
{
  enum Method: Hashable, Sendable { case finishMatch, leaveMatch }

  enum Intent: Equatable {
    case finishMatch(Gather.ID)
    case leaveMatch
  }

  var intents: [Intent] { calls }

  func finishMatch(_ gather: Gather) async { record(.finishMatch, .finishMatch(gather.id)) }
  func leaveMatch() async { record(.leaveMatch, .leaveMatch) }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyGatherPresenter: RecordingPresenter<SpyGatherPresenter.Method>, GatherPresenting {
  enum Method: ListingEvents {
    case viewDidAppear, didRequestList, viewDidDisappear, didRequestTimerToggle,
      didRequestTimerStart,
      didRequestTimerPause, didRequestTimerStop, didRequestSetTime, didRequestRemoveGoal,
      didRequestSetScore, didRequestUndoGoal, didRequestGoalLog, didRequestEnd, didRequestLeave,
      didRequestRename,
      didRequestHalves, didRequestGoal, didRequestLineUp, didRequestLatecomer, shouldQuit,
      didRequestMore
  }

  var quitAnswer = true

  func viewDidDisappear() async { record(.viewDidDisappear) }
  func didRequestTimerToggle() async { record(.didRequestTimerToggle) }
  func didRequestTimerStart() async { record(.didRequestTimerStart) }
  func didRequestTimerPause() async { record(.didRequestTimerPause) }
  func didRequestTimerStop() async { record(.didRequestTimerStop) }
  func didRequestSetTime(seconds: Int) async {
    record(.didRequestSetTime, "didRequestSetTime(\(seconds))")
  }
  func didRequestHalves(periods: Int, seconds: Int, breakSeconds: Int) async {
    record(.didRequestHalves, "didRequestHalves(\(periods), \(seconds), \(breakSeconds))")
  }
  func didRequestGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async {
    record(
      .didRequestGoal,
      "didRequestGoal(\(team.displayName), \(scorerNumber.map(String.init) ?? "nil")\(ownGoal ? ", og" : ""))"
    )
  }
  func didRequestRename(_ team: Team, to name: String?) async {
    record(.didRequestRename, "didRequestRename(\(team.displayName), \(name ?? "nil"))")
  }
  func didRequestLineUp(_ request: LineUpRequest) async {
    record(.didRequestLineUp, "didRequestLineUp(\(request))")
  }
  func didRequestLatecomer(_ text: String, to team: Team) async {
    record(.didRequestLatecomer, "didRequestLatecomer(\(text), \(team.displayName))")
  }
  func didRequestRemoveGoal(number: Int) async {
    record(.didRequestRemoveGoal, "didRequestRemoveGoal(\(number))")
  }
  func didRequestSetScore(_ score: Score) async {
    record(.didRequestSetScore, "didRequestSetScore(\(score))")
  }
  func didRequestUndoGoal() async { record(.didRequestUndoGoal) }
  func didRequestList(_ numbers: ClosedRange<Int>) async {
    record(.didRequestList, "didRequestList(\(numbers))")
  }
  func didRequestMore() async { record(.didRequestMore) }
  func didRequestGoalLog() async { record(.didRequestGoalLog) }
  func didRequestEnd() async { record(.didRequestEnd) }
  func didRequestLeave() async { record(.didRequestLeave) }
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    record(.shouldQuit, "shouldQuit(atEndOfInput: \(atEndOfInput))")
    return quitAnswer
  }
}
