import Domain

/// What the interactor tells its presenter while the timer runs on its own.
@MainActor
protocol GatherInteractorOutput: AnyObject {
  /// The time left reached a full minute or one of the last ten seconds.
  func timerDidAnnounce(_ status: MatchStatus)
  /// The clock passed the end of a stage (a half, the break, the match).
  func timerDidPass(_ events: [MatchTimer.Event], status: MatchStatus)
  func matchDidFailToSave(_ error: FootballGatherError)
}

/// The Gather use cases: run the timer, keep the score, save every change, end the gather.
///
/// It owns the match while the screen is open. While the timer runs, its `MatchTicker` wakes
/// each time the time left drops to a whole second; the interactor then updates the timer
/// and saves the match, so a kill loses at most a second.
@MainActor
final class GatherInteractor: GatherInteracting {
  private var match: Match
  private let clock: MatchClock
  private let gatherService: any GatherService
  /// The roster a latecomer comes from (`+Latecomer.swift`).
  let playerService: any PlayerService
  private let resultService: any MatchResultService
  private let snapshots: MatchSnapshotWriter
  private let ticker: MatchTicker

  init(
    match: Match, clock: MatchClock, gatherService: any GatherService,
    playerService: any PlayerService, resultService: any MatchResultService,
    snapshots: MatchSnapshotWriter
  ) {
    self.match = match
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

  /// Saves the match as it opens; a timer that ran on without the screen ticks again.
  func open(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  {
    if match.timer.isRunning { startTicker(reportingTo: output) }
    return try await saved()
  }

  /// A match saved with its timer running, brought up to now: what passed meanwhile.
  func catchUp() -> MatchTimer.Away? {
    match.catchUp(on: clock)
  }

  func toggleTimer(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  {
    match.timer.isRunning ? try await pauseTimer() : try await startTimer(reportingTo: output)
  }

  func startTimer(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  {
    try match.timer.start(at: clock.now)
    startTicker(reportingTo: output)
    return try await saved()
  }

  private func startTicker(reportingTo output: any GatherInteractorOutput) {
    ticker.start(
      showing: status.remaining.wholeSecondsRoundedUp, first: match.timer.nextTick(at: clock.now)
    ) { [weak self, weak output] in
      guard let self, let output else { return nil }
      return await self.tick(reportingTo: output)
    }
  }

  func pauseTimer() async throws(FootballGatherError) -> MatchStatus {
    try match.timer.pause(at: clock.now)
    stopTicker()
    return try await saved()
  }

  func stopTimer() async throws(FootballGatherError) -> MatchStatus {
    match.timer.stop(at: clock.now)
    stopTicker()
    return try await saved()
  }

  func setPlan(_ plan: MatchPlan, resettingClock: Bool = false) async throws(FootballGatherError)
    -> MatchStatus
  {
    try match.timer.setPlan(plan, resettingClock: resettingClock)
    return try await saved()
  }

  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool)
    async throws(FootballGatherError) -> GoalChange
  {
    let goal: Goal
    do {
      goal = try match.recordGoal(
        for: team, scorerNumber: scorerNumber, ownGoal: ownGoal, at: clock.now)
    } catch {
      return .refused(error, match.teamNames)
    }
    return .done(goal, try await saved())
  }

  /// Moves, swaps or substitutes players as `request` asks, saved with the match.
  func changeLineUp(_ request: LineUpRequest) async throws(FootballGatherError) -> LineUpOutcome {
    let changes: [LineUpChange]
    do {
      changes = try match.change(request, at: clock.now)
    } catch {
      return .refused(error, match.teamNames)
    }
    return .done(changes, try await saved())
  }

  func join(_ player: Player, to team: Team) async throws(FootballGatherError) -> LineUpOutcome {
    let joined: (number: Int, change: LineUpChange)
    do {
      joined = try match.join(player, to: team, at: clock.now)
    } catch {
      return .refused(error, match.teamNames)
    }
    return .joined(joined.number, joined.change, try await saved())
  }

  func removeGoal(number: Int) async throws(FootballGatherError) -> GoalChange {
    let goal: Goal
    do {
      goal = try match.removeGoal(numbered: number)
    } catch {
      return .refused(error, match.teamNames)
    }
    return .done(goal, try await saved())
  }

  func setScore(_ score: Score) async throws(FootballGatherError) -> MatchStatus {
    try match.setScore(score)
    return try await saved()
  }

  /// Renames a team: kept with the gather first, then in the saved match.
  func renameTeam(_ team: Team, to name: String?) async throws(FootballGatherError)
    -> MatchStatus
  {
    var renamed = match
    try renamed.rename(team, to: name)
    try await gatherService.renameTeams(of: match.gatherID, to: renamed.teamNames)
    try match.rename(team, to: name)
    return try await saved()
  }

  func undoGoal() async throws(FootballGatherError) -> GoalChange {
    let goal = try match.undoLastGoal()
    return .done(goal, try await saved())
  }

  /// Saves score, winner, end time, goal log and line-up in one call, then stops the timer
  /// and forgets the snapshot. When the save fails the match goes on, its timer too.
  func endMatch() async throws(FootballGatherError) -> Gather {
    let gather = try await resultService.endGather(
      id: match.gatherID, score: match.score, goals: match.goals, lineUp: match.playedLineUp)
    if match.timer.isRunning { try? match.timer.pause(at: clock.now) }
    stopTicker()
    try await snapshots.discard()
    return gather
  }

  /// Forgets the unfinished match: its snapshot and the gather itself.
  func discardMatch() async throws(FootballGatherError) {
    stopTicker()
    try await snapshots.discard()
    try await gatherService.deleteGather(id: match.gatherID)
  }

  /// Leaves the screen with the match unfinished, saved for the next login; a running timer
  /// runs on without the screen (`Match.leave(on:)`).
  func leave() async {
    match.leave(on: clock)
    stopTicker()
    try? await save()
    await snapshots.close()
  }

  // MARK: Saving

  private func saved() async throws(FootballGatherError) -> MatchStatus {
    try await save()
    return status
  }

  private func save() async throws(FootballGatherError) {
    try await snapshots.write(match.snapshot(on: clock))
  }

  // MARK: The running timer

  /// Stops the ticker (also when the match screen leaves the stack).
  func stopTicker() {
    ticker.stop()
  }

  /// Updates the timer from the clock, reports what the user should see, saves, and
  /// returns when to tick next (`nil` once the timer has stopped).
  private func tick(reportingTo output: any GatherInteractorOutput) async -> Duration? {
    guard !Task.isCancelled else { return nil }
    let now = clock.now
    let events = match.timer.update(at: now)
    let status = MatchStatus(match: match, remaining: match.timer.remaining(at: now))
    switch ticker.report(events, showing: status.remaining.wholeSecondsRoundedUp) {
    case .passed(let events): output.timerDidPass(events, status: status)
    case .timeLeft: output.timerDidAnnounce(status)
    case nil: break
    }
    do { try await save() } catch { output.matchDidFailToSave(error) }
    return match.timer.nextTick(at: now)
  }
}
