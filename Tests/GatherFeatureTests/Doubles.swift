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

/// Records where the presenter asked to go. Strict: a route the test does not expect
/// fails it.
@MainActor
final class RecordingGatherRouter: GatherRouting, StrictDouble {
  enum Method: Hashable, Sendable { case showPlayerList, leaveMatch }

  enum Route: Equatable {
    case playerList(Gather.ID)
    case leave
  }

  let expected = ExpectedCalls<Method>(of: "RecordingGatherRouter")
  private(set) var routes: [Route] = []

  func showPlayerList(after gather: Gather) async {
    expected.check(.showPlayerList)
    routes.append(.playerList(gather.id))
  }

  func leaveMatch() async {
    expected.check(.leaveMatch)
    routes.append(.leave)
  }
}

/// Records every event the view reports.
@MainActor
final class SpyGatherPresenter: GatherPresenting, StrictDouble {
  enum Method: Hashable, Sendable {
    case viewDidAppear, didRequestList, viewDidDisappear, didRequestTimerToggle,
      didRequestTimerStart,
      didRequestTimerPause, didRequestTimerStop, didRequestSetTime, didRequestRemoveGoal,
      didRequestSetScore, didRequestUndoGoal, didRequestGoalLog, didRequestEnd, didRequestLeave,
      didRequestRename,
      didRequestHalves, didRequestGoal, didRequestLineUp, didRequestLatecomer, shouldQuit
  }

  let expected = ExpectedCalls<Method>(of: "SpyGatherPresenter")

  private(set) var events: [String] = []
  var quitAnswer = true

  func viewDidAppear() async {
    expected.check(.viewDidAppear)
    events.append("viewDidAppear")
  }
  func didRequestList() async {
    expected.check(.didRequestList)
    events.append("didRequestList")
  }
  func viewDidDisappear() async {
    expected.check(.viewDidDisappear)
    events.append("viewDidDisappear")
  }
  func didRequestTimerToggle() async {
    expected.check(.didRequestTimerToggle)
    events.append("didRequestTimerToggle")
  }
  func didRequestTimerStart() async {
    expected.check(.didRequestTimerStart)
    events.append("didRequestTimerStart")
  }
  func didRequestTimerPause() async {
    expected.check(.didRequestTimerPause)
    events.append("didRequestTimerPause")
  }
  func didRequestTimerStop() async {
    expected.check(.didRequestTimerStop)
    events.append("didRequestTimerStop")
  }
  func didRequestSetTime(seconds: Int) async {
    expected.check(.didRequestSetTime)
    events.append("didRequestSetTime(\(seconds))")
  }
  func didRequestHalves(periods: Int, minutes: Int, breakMinutes: Int) async {
    expected.check(.didRequestHalves)
    events.append("didRequestHalves(\(periods), \(minutes), \(breakMinutes))")
  }
  func didRequestGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async {
    expected.check(.didRequestGoal)
    events.append(
      "didRequestGoal(\(team.displayName), \(scorerNumber.map(String.init) ?? "nil")\(ownGoal ? ", og" : ""))"
    )
  }
  func didRequestRename(_ team: Team, to name: String?) async {
    expected.check(.didRequestRename)
    events.append("didRequestRename(\(team.displayName), \(name ?? "nil"))")
  }
  func didRequestLineUp(_ request: LineUpRequest) async {
    expected.check(.didRequestLineUp)
    events.append("didRequestLineUp(\(request))")
  }
  func didRequestLatecomer(_ text: String, to team: Team) async {
    expected.check(.didRequestLatecomer)
    events.append("didRequestLatecomer(\(text), \(team.displayName))")
  }
  func didRequestRemoveGoal(number: Int) async {
    expected.check(.didRequestRemoveGoal)
    events.append("didRequestRemoveGoal(\(number))")
  }
  func didRequestSetScore(_ score: Score) async {
    expected.check(.didRequestSetScore)
    events.append("didRequestSetScore(\(score))")
  }
  func didRequestUndoGoal() async {
    expected.check(.didRequestUndoGoal)
    events.append("didRequestUndoGoal")
  }
  func didRequestGoalLog() async {
    expected.check(.didRequestGoalLog)
    events.append("didRequestGoalLog")
  }
  func didRequestEnd() async {
    expected.check(.didRequestEnd)
    events.append("didRequestEnd")
  }
  func didRequestLeave() async {
    expected.check(.didRequestLeave)
    events.append("didRequestLeave")
  }
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    expected.check(.shouldQuit)
    events.append("shouldQuit(atEndOfInput: \(atEndOfInput))")
    return quitAnswer
  }
}

/// Records what the module told its parent. Strict: a call the test does not expect
/// fails it.
@MainActor
final class RecordingGatherListener: GatherListener, StrictDouble {
  enum Method: Hashable, Sendable { case gatherDidEnd, gatherDidLeave }

  let expected = ExpectedCalls<Method>(of: "RecordingGatherListener")
  private(set) var events: [String] = []

  func gatherDidEnd(_ gather: Gather) async {
    expected.check(.gatherDidEnd)
    events.append("ended \(gather.score ?? Score())")
  }

  func gatherDidLeave() async {
    expected.check(.gatherDidLeave)
    events.append("left")
  }
}
