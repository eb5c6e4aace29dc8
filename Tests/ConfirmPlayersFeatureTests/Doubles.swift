import Domain
import LineUI
import TestDoubles
import TestSupport

@testable import ConfirmPlayersFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpyConfirmPlayersView: RecordingView<ConfirmPlayersViewModel>, ConfirmPlayersDisplaying
{}

/// Runs the real (pure) team rules; answers `startGather` itself and records it, and
/// keeps a saved unfinished match when given one. Strict: a call the test does not
/// expect fails it.
final class StubConfirmPlayersInteractor: ConfirmPlayersInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable {
    case ratings, sitOutOrder, move, adding, balance, startGather, unfinishedMatch, discard
  }

  struct State {
    var startFailure: FootballGatherError?
    /// The match left unfinished that `unfinishedMatch()` answers.
    var unfinished: MatchSnapshot?
    var discardFailure: FootballGatherError?
    var started: [TeamSheet] = []
    var discarded: [MatchSnapshot] = []
    /// The ended gathers `sitOutOrder()` reads, newest first.
    var history: [Gather] = []
    /// The ratings `ratings(of:)` answers from.
    var knownRatings: [Player.ID: Rating] = [:]
    /// The teams kept from before, and every set kept since (not strict: the presenter
    /// reads and keeps them at every change).
    var keptTeams: TeamDraft.Teams?
    var keptSaves: [TeamDraft.Teams] = []
  }

  let expected = ExpectedCalls<Method>(of: "StubConfirmPlayersInteractor")
  let state = LockedState(State())
  private let real = ConfirmPlayersInteractor(
    gatherService: FakeGatherService(), snapshotService: FakeMatchSnapshotService(),
    drafts: FakeTeamDraftService(), makeSeed: { 7 })

  func keptTeams(for players: [Player]) async throws(FootballGatherError) -> TeamDraft.Teams? {
    state.withLock { $0.keptTeams.flatMap { $0.areFor(players.map(\.id)) ? $0 : nil } }
  }

  func keepTeams(_ teams: TeamDraft.Teams) async throws(FootballGatherError) {
    state.withLock {
      guard $0.keptTeams != teams else { return }
      $0.keptTeams = teams
      $0.keptSaves.append(teams)
    }
  }

  /// `state.knownRatings` (none by default: every player at the prior of their declared skill).
  func ratings(of players: [Player]) async throws(FootballGatherError) -> [Player.ID: Rating] {
    expected.check(.ratings)
    let known = self.knownRatings
    return known.filter { id, _ in players.contains { $0.id == id } }
  }

  func sitOutOrder() async throws(FootballGatherError) -> SitOutOrder {
    expected.check(.sitOutOrder)
    return SitOutOrder(gathers: self.history)
  }

  func move(_ players: [Player], to team: Team, in sheet: TeamSheet) -> TeamSheet {
    expected.check(.move)
    return real.move(players, to: team, in: sheet)
  }

  func adding(_ rule: TeamRule, to constraints: TeamConstraints) throws(FootballGatherError)
    -> TeamConstraints
  {
    expected.check(.adding)
    return try real.adding(rule, to: constraints)
  }

  func balance(_ sheet: TeamSheet, constraints: TeamConstraints, seed: UInt64?)
    throws(FootballGatherError) -> (sheet: TeamSheet, seed: UInt64)
  {
    expected.check(.balance)
    return try real.balance(sheet, constraints: constraints, seed: seed)
  }

  func startGather(with sheet: TeamSheet) async throws(FootballGatherError) -> Gather {
    expected.check(.startGather)
    if let problem = sheet.startProblem { throw .invalidInput(problem) }
    if let startFailure = self.startFailure { throw startFailure }
    self.started.append(sheet)
    return Gather(id: .gatherID, players: sheet.lineUp, teamNames: sheet.teamNames)
  }

  func unfinishedMatch() async throws(FootballGatherError) -> MatchSnapshot? {
    expected.check(.unfinishedMatch)
    return self.unfinished
  }

  func discard(_ match: MatchSnapshot) async throws(FootballGatherError) {
    expected.check(.discard)
    if let discardFailure = self.discardFailure { throw discardFailure }
    self.discarded.append(match)
    self.unfinished = nil
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingConfirmPlayersRouter:
  RecordingDouble<RecordingConfirmPlayersRouter.Method, Gather>, ConfirmPlayersRouter
{
  enum Method: Hashable, Sendable { case startMatch }

  var gathers: [Gather] { calls }

  func startMatch(_ gather: Gather) async { record(.startMatch, gather) }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyConfirmPlayersPresenter: RecordingPresenter<SpyConfirmPlayersPresenter.Method>,
  ConfirmPlayersPresenting
{
  enum Method: ListingEvents {
    case viewDidAppear, didRequestList, didRequestSwap, didRequestTogether, didRequestApart,
      didRequestRules, didRequestClearRules, didRequestStart, didRequestMove, didRequestBalance,
      didRequestPin, didRequestRename, didRequestMore, didRequestShare, didRequestSize
  }

  func didRequestSize(_ size: Int?) async {
    record(.didRequestSize, "didRequestSize(\(size.map(String.init) ?? "off"))")
  }

  func didRequestShare() async { record(.didRequestShare) }
  func didRequestMore() async { record(.didRequestMore) }
  func didRequestList(_ numbers: ClosedRange<Int>) async {
    record(.didRequestList, "didRequestList(\(numbers))")
  }
  func didRequestMove(rows: [Int], to team: Team) async {
    record(.didRequestMove, "didRequestMove(rows: \(rows), to: \(team.displayName))")
  }
  func didRequestSwap(rows: [Int]) async {
    record(.didRequestSwap, "didRequestSwap(rows: \(rows))")
  }
  func didRequestRename(_ team: Team, to name: String?) async {
    record(.didRequestRename, "didRequestRename(\(team.displayName), \(name ?? "nil"))")
  }
  func didRequestBalance(seed: UInt64?) async {
    record(.didRequestBalance, "didRequestBalance(seed: \(seed.map(String.init) ?? "nil"))")
  }
  func didRequestTogether(rows: [Int]) async {
    record(.didRequestTogether, "didRequestTogether(rows: \(rows))")
  }
  func didRequestApart(rows: [Int]) async {
    record(.didRequestApart, "didRequestApart(rows: \(rows))")
  }
  func didRequestPin(row: Int, to team: Team) async {
    record(.didRequestPin, "didRequestPin(row: \(row), to: \(team.displayName))")
  }
  func didRequestRules() async { record(.didRequestRules) }
  func didRequestClearRules() async { record(.didRequestClearRules) }
  func didRequestStart() async { record(.didRequestStart) }
}

extension Gather.ID {
  static let gatherID = Gather.ID(uuidString: "00000000-0000-0000-0000-000000000042")!
  static let leftGatherID = Gather.ID(uuidString: "00000000-0000-0000-0000-000000000041")!
}

extension MatchSnapshot {
  /// A match left at Team A 1-0 Team B with 04:11.2 of a 10:00 period left, paused.
  static let leftUnfinished = MatchSnapshot(
    gatherID: .leftGatherID,
    players: [GatherPlayer(player: .ann, team: .teamA), GatherPlayer(player: .bob, team: .teamB)],
    goals: [Goal(team: .teamA, scorerID: 1, minute: 3)],
    timer: MatchTimerState(
      plan: .standard, stage: 0, remainingMilliseconds: 251_200, wasRunning: false))
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  static let bob = Player(id: 2, name: "Bob", skill: .professional, position: .striker)
  static let cy = Player(id: 3, name: "Cy")
  static let dee = Player(id: 4, name: "Dee", skill: .beginner, position: .defender)
  static let eve = Player(id: 5, name: "Eve", skill: .professional, position: .goalkeeper)
  static let fay = Player(id: 6, name: "Fay", skill: .beginner, position: .winger)

  /// Six players: two goalkeepers, strengths 2, 3, 2, 1, 3, 1 (total 12); rated at their
  /// priors 25, 30, 25, 20, 30, 20 (total 150).
  static let six: [Player] = [.ann, .bob, .cy, .dee, .eve, .fay]
}
