import Domain
import Presentation

/// What the presenter tells the view to do.
@MainActor
protocol GatherViewProtocol: AnyObject {
  func display(_ content: GatherContent)
  func showMessage(_ message: String)
  /// A message of several lines (the goal log, the result).
  func showLines(_ lines: [String])
  func handleError(_ message: String)
  /// A line printed while the user may be typing (the running timer).
  func announce(_ text: String, bell: Bool)
  func askConfirmation(_ question: String) async -> Bool
  /// A question whose yes discards something for good: `discard` or `keep`.
  func askToDiscard(_ question: String) async -> Bool
  /// A question whose yes resets the match clock: `reset` or `keep`.
  func askToReset(_ question: String) async -> Bool
  /// The gather ended and was saved: the view tells its delegate, which goes back.
  func handleSuccessfulEndGather(_ gather: Gather) async
  /// The match was left unfinished or discarded: the view tells its delegate.
  func handleLeftGather() async
}

/// The match screen's logic in MVP-C: takes the view's events, owns the match, its timer
/// and its saving, and tells the view, through `GatherViewProtocol`, exactly what to show.
@MainActor
final class GatherPresenter: GatherPresenterProtocol {
  /// A match just started, or one offered back after a crash (asked about first).
  enum Opening: Sendable {
    case started
    case resumed
  }

  let view: any GatherViewProtocol
  private(set) var match: Match
  private var opening: Opening?
  /// Which rows of a long line-up `list`, `list A-B` and `more` show.
  private var window = LineUpWindow()
  private let clock: MatchClock
  private let gatherService: any GatherService
  /// The roster a latecomer comes from (`+LineUp.swift`).
  let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let snapshots: MatchSnapshotWriter
  private let ticker: MatchTicker

  init(
    view: any GatherViewProtocol, match: Match, opening: Opening, clock: MatchClock,
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService,
    snapshots: MatchSnapshotWriter
  ) {
    self.view = view
    self.match = match
    self.opening = opening
    self.clock = clock
    self.gatherService = gatherService
    self.playerService = playerService
    self.resultService = resultService
    self.snapshots = snapshots
    ticker = MatchTicker(clock: clock)
  }

  var status: MatchStatus {
    MatchStatus(match: match, remaining: match.timer.remaining(at: clock.now))
  }

  func viewDidAppear() async {
    guard let opening else { return view.display(Text.content(of: status)) }
    self.opening = nil
    if opening == .resumed, !(await resumeOrDiscard()) { return }
    // A timer that ran on without the screen ticks again.
    await change({ _, _ throws(FootballGatherError) in }, then: resumeTicking, listing: true)
  }

  /// The screen left the stack: the timer stops ticking and announcing.
  func viewDidDisappear() {
    ticker.stop()
  }

  /// `list`: the match again, from the first page of a long line-up.
  func list() {
    window.reset()
    view.display(Text.content(of: status, window: window))
  }

  /// `list A-B`: the players numbered A to B.
  func list(_ numbers: ClosedRange<Int>) {
    window.show(numbers)
    view.display(Text.content(of: status, window: window))
  }

  /// `more`: the next 25 players of each long section.
  func more() {
    guard window.more(in: match) else { return view.showMessage(Text.endOfLineUp) }
    view.display(Text.content(of: status, window: window))
  }

  /// Makes one timer change, runs `then` (the ticker), saves, says what changed and shows
  /// the match: its first page when the screen opens (`listing`), else `Text.update(of:)`
  /// (the timer alone on a line-up too long to list whole).
  func change(
    _ make: (inout Match, Duration) throws(FootballGatherError) -> Void, then: () -> Void = {},
    listing: Bool = false
  ) async {
    let before = status
    do {
      try make(&match, clock.now)
      then()
      try await save()
    } catch {
      return view.handleError(error.message)
    }
    if let message = Text.change(from: before, to: status) { view.showMessage(message) }
    view.display(listing ? Text.content(of: status) : Text.update(of: status))
  }

  /// Changes the match and saves it; what `edit` returns is the result. The one way the
  /// presenter's extensions change the match (its state is set only in this file).
  func edit<Result>(_ edit: (inout Match, Duration) throws(FootballGatherError) -> Result)
    async throws(FootballGatherError) -> Result
  {
    let result = try edit(&match, clock.now)
    try await save()
    return result
  }

  // MARK: The services

  /// Renames a team: kept with the gather first, then in the saved match.
  func renameTeam(_ team: Team, to name: String?) async throws(FootballGatherError) {
    var renamed = match
    try renamed.rename(team, to: name)
    try await gatherService.renameTeams(of: match.gatherID, to: renamed.teamNames)
    try await edit { match, _ throws(FootballGatherError) in try match.rename(team, to: name) }
  }

  /// Saves score, winner, end time, goal log and line-up in one call, then stops the timer
  /// and forgets the snapshot. When the save fails the match goes on, its timer too.
  func saveResult() async throws(FootballGatherError) -> Gather {
    let gather = try await resultService.endGather(
      id: match.gatherID, score: match.score, goals: match.goals, lineUp: match.playedLineUp)
    haltTimer()
    try await snapshots.discard()
    return gather
  }

  /// Forgets the unfinished match: its snapshot and the gather itself.
  func forgetMatch() async throws(FootballGatherError) {
    ticker.stop()
    try await snapshots.discard()
    try await gatherService.deleteGather(id: match.gatherID)
  }

  /// Keeps the match unfinished, saved for the next login; a running timer runs on
  /// without the screen (`Match.leave(on:)`).
  func keepMatch() async {
    match.leave(on: clock)
    ticker.stop()
    try? await save()
    await snapshots.close()
  }

  private func haltTimer() {
    if match.timer.isRunning { try? match.timer.pause(at: clock.now) }
    ticker.stop()
  }

  private func save() async throws(FootballGatherError) {
    try await snapshots.write(match.snapshot(on: clock))
  }

  // MARK: The running timer

  /// The timer starts ticking from now.
  func startTicking() {
    ticker.start(
      showing: status.remaining.wholeSecondsRoundedUp, first: match.timer.nextTick(at: clock.now)
    ) { [weak self] in await self?.tick() }
  }

  /// A match saved with its timer running, brought up to now: what passed meanwhile.
  func catchUp() -> MatchTimer.Away? {
    match.catchUp(on: clock)
  }

  /// The timer ticks again if it runs (a match opened after it ran on without a screen).
  func resumeTicking() {
    if match.timer.isRunning { startTicking() }
  }

  /// The timer stops ticking (paused or stopped).
  func stopTicking() { ticker.stop() }

  /// Updates the timer from the clock, announces what the user should see, saves, and
  /// returns when to tick next (`nil` once the timer has stopped).
  private func tick() async -> Duration? {
    guard !Task.isCancelled else { return nil }
    let now = clock.now
    let events = match.timer.update(at: now)
    let status = MatchStatus(match: match, remaining: match.timer.remaining(at: now))
    switch ticker.report(events, showing: status.remaining.wholeSecondsRoundedUp) {
    case .passed(let events):
      for event in events {
        let line = Text.line(for: event, status: status)
        view.announce(line.text, bell: line.bell)
      }
    case .timeLeft: view.announce(Text.timeLeft(status.remaining), bell: false)
    case nil: break
    }
    do { try await save() } catch {
      view.announce("error: the match could not be saved: \(error.message)", bell: false)
    }
    return match.timer.nextTick(at: now)
  }
}
