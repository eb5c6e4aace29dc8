import Domain
import LineUI
import Presentation

/// What the match screen tells the screen that shows it.
@MainActor
public protocol GatherViewControllerDelegate: AnyObject {
  /// The gather ended and its result was saved: back to the player list.
  func gatherViewController(didEnd gather: Gather) async
  /// The user left the match unfinished (it stays saved) or discarded it.
  func gatherViewControllerDidLeave() async
}

/// The match screen in MVC: the controller reads the user's lines, changes the model (the
/// match, its timer, the services that keep them), words what happened and prints it.
/// The model is Domain's `Match` and services, which know nothing of the screen.
@MainActor
public final class GatherViewController: Screen {
  /// A match just started, or one offered back after a crash (asked about first).
  enum Opening: Sendable {
    case started
    case resumed
  }

  // Internal rather than private: the role extensions (`+Commands`, `+Timer`, `+Goals`,
  // `+Leaving`) use them too. The state is set only in this file.
  let console: Console
  private(set) weak var delegate: (any GatherViewControllerDelegate)?
  private(set) var match: Match
  private var opening: Opening?
  /// The highest player number last shown, to check `goal a N` before asking.
  private(set) var highestNumber = 0
  private(set) var names: [NumberedName] = []
  /// Which rows of a long line-up `list`, `list A-B` and `more` show.
  private var window = LineUpWindow()
  private let clock: MatchClock
  private let gatherService: any GatherService
  /// The roster a latecomer comes from (`+LineUp.swift`).
  let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let snapshots: MatchSnapshotWriter
  private let ticker: MatchTicker

  /// The screen of a gather just started on the teams screen.
  public convenience init(
    gather: Gather, console: Console, clock: any Clock<Duration>,
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, snapshotService: any MatchSnapshotService,
    delegate: any GatherViewControllerDelegate
  ) {
    self.init(
      match: Match(gather: gather), opening: .started, console: console, clock: clock,
      services: (gatherService, resultService, snapshotService, playerService), delegate: delegate)
  }

  /// The screen of a match left unfinished; it asks whether to resume or discard it.
  public convenience init(
    resuming snapshot: MatchSnapshot, console: Console, clock: any Clock<Duration>,
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService, snapshotService: any MatchSnapshotService,
    delegate: any GatherViewControllerDelegate
  ) {
    self.init(
      match: Match(snapshot: snapshot), opening: .resumed, console: console, clock: clock,
      services: (gatherService, resultService, snapshotService, playerService), delegate: delegate)
  }

  private init(
    match: Match, opening: Opening, console: Console, clock: any Clock<Duration>,
    services: (
      any GatherService, any MatchResultService, any MatchSnapshotService, any PlayerService
    ),
    delegate: any GatherViewControllerDelegate
  ) {
    self.match = match
    self.opening = opening
    self.console = console
    self.clock = MatchClock(clock)
    gatherService = services.0
    playerService = services.3
    resultService = services.1
    snapshots = MatchSnapshotWriter(service: services.2)
    ticker = MatchTicker(clock: self.clock)
    self.delegate = delegate
  }

  public let prompt = "gather> "
  public var commands: [CommandHelp] { Self.commandTable }

  var status: MatchStatus {
    MatchStatus(match: match, remaining: match.timer.remaining(at: clock.now))
  }

  public func appear() async {
    guard let opening else { return render() }
    self.opening = nil
    if opening == .resumed, !(await resumeOrDiscard()) { return }
    // A timer that ran on without the screen ticks again.
    await change({ _, _ throws(FootballGatherError) in }, then: resumeTicking, listing: true)
  }

  /// The screen left the stack: the timer stops ticking and announcing.
  public func disappear() async {
    ticker.stop()
  }

  public func goBack() async -> BackDecision {
    await leaveGather()
    return .stay
  }

  /// Shows the match: title, the rows of each team `window` lists, the timer, the hint.
  func render(_ window: LineUpWindow = LineUpWindow()) {
    show(Text.content(of: status, window: window))
  }

  /// Shows the match after a change: the whole screen, or on a line-up too long to list
  /// whole the timer alone (`list` and `more` show the teams).
  func renderChange() {
    show(Text.update(of: status))
  }

  private func show(_ content: GatherContent) {
    highestNumber = content.highestNumber
    names = content.names
    Self.render(content, on: console)
  }

  /// `list`, `list A-B` or `more`: which rows of a long line-up the screen lists.
  func list(_ paging: RowPaging) {
    switch paging {
    case .list(let first?, let last?, _): window.show((first + 1)...(last + 1))
    case .more:
      guard window.more(in: match) else { return console.line(Text.endOfLineUp) }
    default: window.reset()
    }
    render(window)
  }

  /// Makes one timer change, runs `then` (the ticker), saves, says what changed and shows
  /// the match (its first page when the screen opens: `listing`).
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
      return console.error(error.message)
    }
    if let message = Text.change(from: before, to: status) { console.line(message) }
    listing ? render() : renderChange()
  }

  /// Changes the match and saves it; what `edit` returns is the result. The one way the
  /// controller's extensions change the match.
  func edit<Result>(_ edit: (inout Match, Duration) throws(FootballGatherError) -> Result)
    async throws(FootballGatherError) -> Result
  {
    let result = try edit(&match, clock.now)
    try await save()
    return result
  }

  private func save() async throws(FootballGatherError) {
    try await snapshots.write(match.snapshot(on: clock))
  }

  // MARK: The model's services

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
        console.announce(line.text, bell: line.bell)
      }
    case .timeLeft: console.announce(Text.timeLeft(status.remaining), bell: false)
    case nil: break
    }
    do { try await save() } catch {
      console.announce("error: the match could not be saved: \(error.message)", bell: false)
    }
    return match.timer.nextTick(at: now)
  }
}

/// Tab completes the match's players' names after a command word (`goal a An` Tab:
/// `goal a Ann`), since every command that takes a player's number takes a name too.
extension GatherViewController {
  public var completion: LineCompletion {
    LineCompletion(commands: commands, argumentWords: names.map(\.name))
  }
}
