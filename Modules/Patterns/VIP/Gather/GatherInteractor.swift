import Domain
import Presentation

/// What the interactor hands its presenter: one response per use case, never text.
@MainActor
protocol GatherPresentationLogic: AnyObject {
  func presentMatch(response: GatherModels.ShowMatch.Response) async
  func presentLineUpPage(response: GatherModels.ListLineUp.Response)
  func presentTimer(response: GatherModels.ChangeTimer.Response) async
  func presentTick(response: GatherModels.Tick.Response)
  func presentGoal(response: GatherModels.ScoreGoal.Response)
  func presentUndo(response: GatherModels.UndoGoal.Response)
  func presentRemoval(response: GatherModels.RemoveGoal.Response)
  func presentScore(response: GatherModels.SetScore.Response)
  func presentRename(response: GatherModels.RenameTeam.Response)
  func presentGoalLog(response: GatherModels.ShowGoalLog.Response)
  func presentLineUp(response: GatherModels.ChangeLineUp.Response)
  func presentLatecomer(response: GatherModels.AddLatecomer.Response) async
  func presentEnd(response: GatherModels.EndGather.Response) async
  func presentLeave(response: GatherModels.Leave.Response) async
  func presentResume(response: GatherModels.Resume.Response) async
  func presentDiscard(response: GatherModels.Discard.Response) async
}

/// The match scene's business logic in VIP: owns the match, its timer and its saving, and
/// answers every request by handing a response to the presenter (never to the view). The
/// use cases: the timer (`+Timer`), the goals (`+Goals`), the line-up (`+LineUp`), the
/// ways out (`+Leaving`).
@MainActor
final class GatherInteractor: GatherBusinessLogic {
  /// A match just started, or one offered back after a crash (asked about first).
  enum Opening: Sendable {
    case started
    case resumed
  }

  let presenter: any GatherPresentationLogic
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
    presenter: any GatherPresentationLogic, match: Match, opening: Opening, clock: MatchClock,
    gatherService: any GatherService, playerService: any PlayerService,
    resultService: any MatchResultService,
    snapshots: MatchSnapshotWriter
  ) {
    self.presenter = presenter
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

  /// The scene appears: the first time it opens the match (offering first one left
  /// unfinished), later it shows the match again.
  func showMatch(request: GatherModels.ShowMatch.Request) async {
    guard let opening else {
      return await presenter.presentMatch(response: .match(MatchFacts(status), before: nil))
    }
    self.opening = nil
    if opening == .resumed {
      // A timer that ran on without the scene is caught up before the offer.
      let away = match.catchUp(on: clock)
      return await presenter.presentMatch(response: .offerResume(MatchFacts(status), away: away))
    }
    do {
      let before = try await change({ _, _ throws(FootballGatherError) in })
      await presenter.presentMatch(
        response: .match(MatchFacts(status), before: TimerFacts(before)))
    } catch {
      await presenter.presentMatch(response: .failed(error))
    }
  }

  /// `list`, `list A-B` or `more`: the rows of a long line-up the scene lists.
  func listLineUp(request: GatherModels.ListLineUp.Request) {
    switch request {
    case .first: window.reset()
    case .numbered(let numbers): window.show(numbers)
    case .more:
      guard window.more(in: match) else {
        return presenter.presentLineUpPage(response: .endOfLineUp)
      }
    }
    presenter.presentLineUpPage(response: .page(MatchFacts(status), window))
  }

  /// The scene left the stack: the timer stops ticking and announcing.
  func stopTicking(request: GatherModels.StopTicking.Request) {
    stopTicking()
  }

  /// Makes one change to the match, runs `then` (the ticker) and saves; returns the status
  /// before it, for the response to say what changed. The one way the interactor's
  /// extensions change the match with `edit` (its state is set only in this file).
  func change(
    _ make: (inout Match, Duration) throws(FootballGatherError) -> Void, then: () -> Void = {}
  ) async throws(FootballGatherError) -> MatchStatus {
    let before = status
    try make(&match, clock.now)
    then()
    try await save()
    return before
  }

  /// Changes the match and saves it; what `edit` returns is the result.
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
  /// without the scene (`Match.leave(on:)`).
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

  /// The timer stops ticking and announcing.
  func stopTicking() {
    ticker.stop()
  }

  /// Updates the timer from the clock, presents what the user should see, saves, and
  /// returns when to tick next (`nil` once the timer has stopped).
  private func tick() async -> Duration? {
    guard !Task.isCancelled else { return nil }
    let now = clock.now
    let events = match.timer.update(at: now)
    let status = MatchStatus(match: match, remaining: match.timer.remaining(at: now))
    switch ticker.report(events, showing: status.remaining.wholeSecondsRoundedUp) {
    case .passed(let events): presenter.presentTick(response: .passed(events, MatchFacts(status)))
    case .timeLeft: presenter.presentTick(response: .timeLeft(status.remaining))
    case nil: break
    }
    do { try await save() } catch { presenter.presentTick(response: .saveFailed(error)) }
    return match.timer.nextTick(at: now)
  }
}
