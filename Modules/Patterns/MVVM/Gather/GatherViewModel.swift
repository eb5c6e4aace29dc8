import Domain

/// What the view model tells its view while the timer runs on its own.
@MainActor
protocol GatherViewModelDelegate: AnyObject {
  /// A line to print while the user may be typing; `bell` rings at each end of a stage.
  func didUpdateGatherTime(announcing line: String, bell: Bool)
}

/// The match screen's state and logic in MVVM: it owns the match, its timer and its
/// saving, turns what the user asked into the text to show (`Feedback`) and exposes what
/// the screen shows (`content`). It knows no view, console or LineUI type.
@MainActor
final class GatherViewModel {
  /// One thing the view shows after a request, in order.
  enum Feedback: Equatable {
    case message(String)
    case lines([String])
    case error(String)
    /// Show the match again (`content`: the rows `list` or `more` chose).
    case screen
    /// Show the match after a change (`update`: the timer alone on a long line-up).
    case update
  }

  /// A match just started, or one offered back after a crash (asked about first).
  enum Opening: Sendable {
    case started
    case resumed
  }

  private(set) var match: Match
  /// How the screen opens, until it first appears.
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
  weak var delegate: (any GatherViewModelDelegate)?

  init(
    match: Match, opening: Opening, clock: MatchClock, gatherService: any GatherService,
    playerService: any PlayerService,
    resultService: any MatchResultService, snapshots: MatchSnapshotWriter
  ) {
    self.match = match
    self.opening = opening
    self.clock = clock
    self.gatherService = gatherService
    self.playerService = playerService
    self.resultService = resultService
    self.snapshots = snapshots
    ticker = MatchTicker(clock: clock)
  }

  /// How the screen opens the first time it appears, then `nil`.
  func takeOpening() -> Opening? {
    defer { opening = nil }
    return opening
  }

  // MARK: What the screen shows

  var status: MatchStatus {
    MatchStatus(match: match, remaining: match.timer.remaining(at: clock.now))
  }
  var content: GatherContent { Text.content(of: status, window: window) }
  /// The match after a change: the whole screen, or the timer alone on a line-up too long
  /// to list whole (`list` and `more` show the teams).
  var update: GatherContent { Text.update(of: status) }
  var goalLog: [String] { Text.goalLog(match) }

  /// `list`: the match again, from the first page of a long line-up.
  func list() -> [Feedback] {
    window.reset()
    return [.screen]
  }

  /// `list A-B`: the players numbered A to B.
  func list(_ numbers: ClosedRange<Int>) -> [Feedback] {
    window.show(numbers)
    return [.screen]
  }

  /// `more`: the next 25 players of each long section.
  func more() -> [Feedback] {
    window.more(in: match) ? [.screen] : [.message(Text.endOfLineUp)]
  }

  /// Makes one timer change, runs `then` (the ticker), saves, and says what changed
  /// before showing the match (its first page when the screen opens: `listing`).
  func change(
    _ make: (inout Match, Duration) throws(FootballGatherError) -> Void,
    then: () -> Void = {}, listing: Bool = false
  ) async -> [Feedback] {
    let before = status
    do {
      try make(&match, clock.now)
      then()
      try await save()
    } catch {
      return [.error(error.message)]
    }
    let shown: Feedback = listing ? .screen : .update
    return (Text.change(from: before, to: status).map { [.message($0)] } ?? []) + [shown]
  }

  /// Changes the match and saves it; what `edit` returns is the result. The one way the
  /// view model's extensions change the match (its state is set only in this file).
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

  /// The timer stops ticking (paused, stopped, or the screen left the stack).
  func stopTicking() { ticker.stop() }

  /// Updates the timer from the clock, tells the delegate what to print, saves, and
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
        delegate?.didUpdateGatherTime(announcing: line.text, bell: line.bell)
      }
    case .timeLeft:
      delegate?.didUpdateGatherTime(announcing: Text.timeLeft(status.remaining), bell: false)
    case nil: break
    }
    do { try await save() } catch {
      delegate?.didUpdateGatherTime(
        announcing: "error: the match could not be saved: \(error.message)", bell: false)
    }
    return match.timer.nextTick(at: now)
  }
}
