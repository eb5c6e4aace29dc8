import Domain
import Presentation

/// The match screen's state and logic in MVVM: it owns the match, its timer and its
/// saving. The view binds once to its outputs, the `Observable`s named after what the
/// screen shows, and sends it inputs, the events named `did…`; no input answers anything,
/// every change reaches the view through an output. It knows no view, console or LineUI
/// type.
@MainActor
final class GatherViewModel {
  /// A match just started, or one offered back after a crash (asked about first).
  enum Opening: Sendable {
    case started
    case resumed
  }

  // MARK: Outputs

  /// The match: the title, both teams, the timer and the hint; after a change on a
  /// line-up too long to list whole, the timer alone (`GatherContent.listsTeams`).
  let matchScreen: Observable<GatherContent>
  /// A line saying what a command did.
  let message = Observable("")
  /// Several lines at once: the goal log, the result, what passed while away.
  let report = Observable<[String]>([])
  /// Why a command changed nothing.
  let errorMessage = Observable("")
  /// A line the running timer prints while the user may be typing.
  let timerAnnouncement = Observable(Announcement(text: "", bell: false))
  /// A question the view asks before the view model goes on (`didAnswer(_:)`).
  let question = Observable(Question(kind: .confirm, text: ""))
  /// The screen is done: the gather ended, or the match was left or discarded.
  let exit = Observable(Exit.left)

  // MARK: State

  private(set) var match: Match
  /// How the screen opens, until it first appears.
  private var opening: Opening?
  /// What the question last asked is for, until it is answered.
  private var asked: Asked?
  /// Which rows of a long line-up `list`, `list A-B` and `more` show.
  private var window = LineUpWindow()
  private let clock: MatchClock
  private let gatherService: any GatherService
  /// The roster a latecomer comes from.
  private let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let snapshots: MatchSnapshotWriter
  private let ticker: MatchTicker

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
    matchScreen = Observable(
      Text.content(of: MatchStatus(match: match, remaining: match.timer.remaining(at: clock.now))))
  }

  // MARK: Inputs

  /// The screen became the top of the stack: the first time it saves and shows the match
  /// (a resumed one is offered first), later it shows it again.
  func didAppear() async {
    defer { opening = nil }
    switch opening {
    case .started: await open()
    case .resumed: offerResume()
    case nil: didEnter(listing: nil)
    }
  }

  /// The screen left the stack: the timer stops ticking.
  func didDisappear() { ticker.stop() }

  /// `list`: the match again, from the first page of a long line-up; `list A-B`: the
  /// players numbered A to B.
  func didEnter(listing numbers: ClosedRange<Int>?) {
    if let numbers { window.show(numbers) } else { window.reset() }
    matchScreen.value = Text.content(of: status, window: window)
  }

  /// `more`: the next 25 players of each long section.
  func didEnterMore() {
    guard window.more(in: match) else {
      message.value = Text.endOfLineUp
      return
    }
    matchScreen.value = Text.content(of: status, window: window)
  }

  /// Asks `question` and remembers what it is for, until `didAnswer(_:)`.
  func ask(_ question: Question, for purpose: Asked) {
    asked = purpose
    self.question.value = question
  }

  /// What the question asked is for, once: `nil` when none waits for its answer.
  func takeAsked() -> Asked? {
    defer { asked = nil }
    return asked
  }

  /// The match as the screen shows it now.
  var status: MatchStatus {
    MatchStatus(match: match, remaining: match.timer.remaining(at: clock.now))
  }

  /// Makes one timer change, runs `then` (the ticker), saves, and says what changed
  /// before showing the match (its first page when the screen opens: `listing`).
  func change(
    _ make: (inout Match, Duration) throws(FootballGatherError) -> Void,
    then: () -> Void = {}, listing: Bool = false
  ) async {
    let before = status
    do {
      try make(&match, clock.now)
      then()
      try await save()
    } catch {
      errorMessage.value = error.message
      return
    }
    if let line = Text.change(from: before, to: status) { message.value = line }
    matchScreen.value = listing ? Text.content(of: status, window: window) : Text.update(of: status)
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

  /// Shows the match after a change: the whole screen, or the timer alone on a line-up
  /// too long to list whole (`list` and `more` show the teams).
  func showUpdate() { matchScreen.value = Text.update(of: status) }

  // MARK: The services

  /// `add Fay`: looks the latecomer up on the roster and lets them join, or says why not,
  /// or asks first whether a name nobody on the roster has joins it as a guest.
  func addLatecomer(_ text: String, to team: Team) async {
    do {
      switch try await playerService.latecomer(text) {
      case .found(let player): await join(player, to: team)
      case .several(let found): errorMessage.value = Text.severalFit(text, found)
      case .newGuest(let name):
        ask(
          Question(kind: .confirm, text: Text.guestQuestion(name)),
          for: .guest(name: name, team: team))
      }
    } catch {
      errorMessage.value = error.message
    }
  }

  /// The answer to the guest question: `name` joins the roster and the match, or nobody.
  func addGuest(named name: String, to team: Team, agreed: Bool) async {
    guard agreed else {
      message.value = Text.nobodyAdded
      return
    }
    do {
      let guest = try await playerService.createPlayer(
        PlayerDraft(name: try PlayerRules.validateName(name)))
      await join(guest, to: team)
    } catch {
      errorMessage.value = error.message
    }
  }

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
    if match.timer.isRunning { try? match.timer.pause(at: clock.now) }
    ticker.stop()
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

  /// The timer stops ticking (paused or stopped).
  func stopTicking() { ticker.stop() }

  /// Updates the timer from the clock, announces what happened, saves, and returns when
  /// to tick next (`nil` once the timer has stopped).
  private func tick() async -> Duration? {
    guard !Task.isCancelled else { return nil }
    let now = clock.now
    let events = match.timer.update(at: now)
    let status = MatchStatus(match: match, remaining: match.timer.remaining(at: now))
    switch ticker.report(events, showing: status.remaining.wholeSecondsRoundedUp) {
    case .passed(let events):
      for event in events {
        let line = Text.line(for: event, status: status)
        timerAnnouncement.value = Announcement(text: line.text, bell: line.bell)
      }
    case .timeLeft:
      timerAnnouncement.value = Announcement(text: Text.timeLeft(status.remaining), bell: false)
    case nil: break
    }
    do { try await save() } catch {
      timerAnnouncement.value = Announcement(
        text: "error: the match could not be saved: \(error.message)", bell: false)
    }
    return match.timer.nextTick(at: now)
  }
}
