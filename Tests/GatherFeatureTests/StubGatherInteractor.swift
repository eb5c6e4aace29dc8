import Domain
import TestDoubles

@testable import GatherFeature

/// Answers with a match it changes by the real Entity rules at a fixed clock reading;
/// records the calls; fails when told to. No timer runs. Strict: a call the test does not
/// expect fails it.
@MainActor
final class StubGatherInteractor: GatherInteracting, StrictDouble {
  enum Method: Hashable, Sendable {
    case open, toggleTimer, startTimer, pauseTimer, stopTimer, setPlan, scoreGoal, removeGoal
    case setScore, undoGoal, renameTeam, endMatch, discardMatch, leave, stopTicker, changeLineUp
    case findLatecomer, addGuest, join
  }

  let expected = ExpectedCalls<Method>(of: "StubGatherInteractor")
  var match = Match(gather: .fixture)
  var now = Duration.zero
  var failure: FootballGatherError?
  private(set) var calls: [String] = []
  private(set) var outputs: [any GatherInteractorOutput] = []

  var status: MatchStatus { MatchStatus(match: match, remaining: match.timer.remaining(at: now)) }

  private func call(_ name: String) throws(FootballGatherError) -> MatchStatus {
    calls.append(name)
    if let failure { throw failure }
    return status
  }

  func open(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  {
    expected.check(.open)
    return try call("open")
  }

  /// What passed while the match was away, as the test set it (`nil`: it was not running).
  var away: MatchTimer.Away?

  func catchUp() -> MatchTimer.Away? {
    defer { away = nil }
    return away
  }

  func toggleTimer(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  {
    expected.check(.toggleTimer)
    return match.timer.isRunning ? try pause() : try start(reportingTo: output)
  }

  func startTimer(reportingTo output: any GatherInteractorOutput) async throws(FootballGatherError)
    -> MatchStatus
  {
    expected.check(.startTimer)
    return try start(reportingTo: output)
  }

  func pauseTimer() async throws(FootballGatherError) -> MatchStatus {
    expected.check(.pauseTimer)
    return try pause()
  }

  private func start(reportingTo output: any GatherInteractorOutput) throws(FootballGatherError)
    -> MatchStatus
  {
    outputs.append(output)
    try match.timer.start(at: now)
    return try call("start")
  }

  private func pause() throws(FootballGatherError) -> MatchStatus {
    try match.timer.pause(at: now)
    return try call("pause")
  }

  func stopTimer() async throws(FootballGatherError) -> MatchStatus {
    expected.check(.stopTimer)
    match.timer.stop(at: now)
    return try call("stop")
  }

  func setPlan(_ plan: MatchPlan, resettingClock: Bool) async throws(FootballGatherError)
    -> MatchStatus
  {
    expected.check(.setPlan)
    try match.timer.setPlan(plan, resettingClock: resettingClock)
    return try call("setPlan")
  }

  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool)
    async throws(FootballGatherError) -> GoalChange
  {
    expected.check(.scoreGoal)
    _ = try call(ownGoal ? "own goal" : "goal")
    do {
      let goal = try match.recordGoal(
        for: team, scorerNumber: scorerNumber, ownGoal: ownGoal, at: now)
      return .done(goal, status)
    } catch {
      return .refused(error, match.teamNames)
    }
  }

  func removeGoal(number: Int) async throws(FootballGatherError) -> GoalChange {
    expected.check(.removeGoal)
    _ = try call("remove \(number)")
    do {
      let goal = try match.removeGoal(numbered: number)
      return .done(goal, status)
    } catch {
      return .refused(error, match.teamNames)
    }
  }

  func changeLineUp(_ request: LineUpRequest) async throws(FootballGatherError) -> LineUpOutcome {
    expected.check(.changeLineUp)
    _ = try call("lineUp \(request)")
    do {
      return .done(try match.change(request, at: now), status)
    } catch {
      return .refused(error, match.teamNames)
    }
  }

  /// The roster `findLatecomer` answers from: Eve, then a guest for any other name.
  var roster = [Player(id: 5, name: "Eve")]

  func findLatecomer(_ text: String) async throws(FootballGatherError) -> Latecomer {
    expected.check(.findLatecomer)
    _ = try call("find \(text)")
    return roster.first { NameKey($0.name) == NameKey(text) }.map(Latecomer.found)
      ?? .newGuest(text)
  }

  func addGuest(named name: String) async throws(FootballGatherError) -> Player {
    expected.check(.addGuest)
    _ = try call("guest \(name)")
    return Player(id: 9, name: name)
  }

  func join(_ player: Player, to team: Team) async throws(FootballGatherError) -> LineUpOutcome {
    expected.check(.join)
    _ = try call("join \(player.name)")
    do {
      let joined = try match.join(player, to: team, at: now)
      return .joined(joined.number, joined.change, status)
    } catch {
      return .refused(error, match.teamNames)
    }
  }

  func setScore(_ score: Score) async throws(FootballGatherError) -> MatchStatus {
    expected.check(.setScore)
    _ = try call("score \(score)")
    try match.setScore(score)
    return status
  }

  func undoGoal() async throws(FootballGatherError) -> GoalChange {
    expected.check(.undoGoal)
    _ = try call("undo")
    return .done(try match.undoLastGoal(), status)
  }

  func renameTeam(_ team: Team, to name: String?) async throws(FootballGatherError)
    -> MatchStatus
  {
    expected.check(.renameTeam)
    _ = try call("rename")
    try match.rename(team, to: name)
    return status
  }

  func endMatch() async throws(FootballGatherError) -> Gather {
    expected.check(.endMatch)
    _ = try call("end")
    return Gather(
      id: match.gatherID, players: match.lineUp, score: match.score, goals: match.goals,
      teamNames: match.teamNames)
  }

  func discardMatch() async throws(FootballGatherError) {
    expected.check(.discardMatch)
    _ = try call("discard")
  }

  func leave() async {
    expected.check(.leave)
    calls.append("leave")
  }

  func stopTicker() {
    expected.check(.stopTicker)
    calls.append("stopTicker")
  }
}
