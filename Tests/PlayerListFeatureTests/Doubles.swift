import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import PlayerListFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpyPlayerListView: RecordingView<PlayerListViewModel>, PlayerListDisplaying {
  /// The roster length the last change told (what the view reads `delete N` against).
  private(set) var changedPlayerCount: Int?

  /// Recorded as the message it shows; the count is kept apart.
  func displayChange(_ message: String, playerCount: Int) {
    changedPlayerCount = playerCount
    displayMessage(message)
  }
}

/// Answers with a fixed roster, records deletions; fails when told to. Strict: a call the
/// test does not expect fails it.
final class StubPlayerListInteractor: RosterStub, PlayerListInteracting {
  enum Method: RosterStubMethods {
    case deletions, loadRoster, unfinishedMatch, delete
    /// Players on rows outside the page loaded, and a search of the names.
    case players, find
  }

  struct State: RosterStubState {
    var roster: PlayerRoster
    var failure: FootballGatherError?
    /// The match left unfinished, as `unfinishedMatch()` answers.
    var savedMatch: MatchSnapshot?
    /// When set, only the look-up of an unfinished match fails, with this error.
    var lookupFailure: FootballGatherError?
    var deleted: [Player] = []
    /// How many gathers each player played: deleting one of them archives them.
    var gatherCounts: [Player.ID: Int] = [:]
    /// How many gathers deleting each player would drop them from (a backend without an
    /// archive); 0 for anyone not listed.
    var gathersLosing: [Player.ID: Int] = [:]
    /// The picks and teams kept from an earlier run (not strict: read at every login).
    var draft: TeamDraft?
    var draftDiscards = 0
  }

  let expected: ExpectedCalls<Method>
  let state: LockedState<State>

  init(
    players: [Player], failure: FootballGatherError? = nil, expecting methods: Set<Method> = []
  ) {
    state = LockedState(State(roster: PlayerRoster(players), failure: failure))
    expected = ExpectedCalls(of: "StubPlayerListInteractor", methods)
  }

  func keptDraft() async throws(FootballGatherError) -> TeamDraft? {
    state.withLock { $0.draft }
  }

  func settle(_ draft: TeamDraft, goingOn: Bool) async throws(FootballGatherError) {
    guard goingOn else {
      return state.withLock {
        $0.draft = nil
        $0.draftDiscards += 1
      }
    }
    var reopened = draft
    if reopened.picks.isEmpty { reopened.picks = draft.teams?.players ?? [] }
    state.withLock { $0.draft = reopened }
  }

  /// The players on the rows, from the rows shown or else the roster (failing with
  /// `failure` only then), and the gathers deleting each would drop.
  func deletions(at indices: [Int], of shown: PlayerRoster) async throws(FootballGatherError)
    -> [Int: PlayerDeletion]
  {
    expected.check(.deletions)
    if !shown.hasLoaded(indices), let failure = self.failure { throw failure }
    let losing = self.gathersLosing
    var found: [Int: PlayerDeletion] = [:]
    for index in indices {
      guard let player = shown.player(at: index) ?? self.roster.player(at: index) else {
        continue
      }
      found[index] = PlayerDeletion(player: player, gathersLosing: losing[player.id] ?? 0)
    }
    return found
  }

  func unfinishedMatch() async throws(FootballGatherError) -> MatchSnapshot? {
    expected.check(.unfinishedMatch)
    if let failure = self.failure ?? self.lookupFailure { throw failure }
    return self.savedMatch
  }

  func delete(_ player: Player, from roster: PlayerRoster) async throws(FootballGatherError)
    -> (roster: PlayerRoster, removal: PlayerRemoval)
  {
    expected.check(.delete)
    if let failure = self.failure { throw failure }
    self.deleted.append(player)
    self.roster = PlayerRoster(self.roster.players.filter { $0.id != player.id })
    let page = PlayerRoster(
      RosterPage(slicing: self.roster.players, at: roster.rows), loadedFor: roster.rows)
    guard let gathers = self.gatherCounts[player.id] else { return (page, .deleted) }
    return (page, .archived(gathers: gathers))
  }
}

/// Records each intent the presenter sends its router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingPlayerListRouter:
  RecordingDouble<RecordingPlayerListRouter.Method, RecordingPlayerListRouter.Intent>,
  PlayerListRouter
{
  enum Method: Hashable, Sendable {
    case addPlayer, inspect, logOut, pickPlayers, reviewHistory, reviewRatings, resume
    case reviewArchive, restoreArchivedPlayer, merge, exportRoster, importPlayers
  }

  enum Intent: Equatable {
    case addPlayer(String?)
    case inspect(Player)
    case logOut
    case pickPlayers(RosterWindow)
    case reviewHistory
    case reviewRatings
    case resume(MatchSnapshot)
    case reviewArchive
    case restore(Int)
    case merge(Player, Int, into: Player, Int)
    case export(String, String?)
    case importFile(String, allowingDuplicates: Bool)
  }

  var intents: [Intent] { calls }

  func addPlayer(named name: String?) async { record(.addPlayer, .addPlayer(name)) }
  func inspect(_ player: Player) async { record(.inspect, .inspect(player)) }
  func logOut() async { record(.logOut, .logOut) }
  func pickPlayers(showing window: RosterWindow) async {
    record(.pickPlayers, .pickPlayers(window))
  }
  func reviewHistory() async { record(.reviewHistory, .reviewHistory) }
  func reviewRatings() async { record(.reviewRatings, .reviewRatings) }
  func resume(_ match: MatchSnapshot) async { record(.resume, .resume(match)) }
  func reviewArchive() async { record(.reviewArchive, .reviewArchive) }
  func restoreArchivedPlayer(number: Int) async {
    record(.restoreArchivedPlayer, .restore(number))
  }
  func merge(
    _ duplicate: Player, numbered duplicateNumber: Int, into kept: Player,
    numbered keptNumber: Int
  ) async {
    record(.merge, .merge(duplicate, duplicateNumber, into: kept, keptNumber))
  }
  func exportRoster(as format: String, to path: String?) async {
    record(.exportRoster, .export(format, path))
  }
  func importPlayers(from path: String, allowingDuplicates: Bool) async {
    record(.importPlayers, .importFile(path, allowingDuplicates: allowingDuplicates))
  }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyPlayerListPresenter: RecordingPresenter<SpyPlayerListPresenter.Method>,
  PlayerListPresenting
{
  enum Method: AppearingEvents, PagingEvents {
    case viewDidAppear, didSelectPlayer, didRequestDelete, didRequestMore, didRequestFind,
      didRequestList, didRequestExit, didRequestRosterTask
  }

  var numberedNames: [(number: Int, name: String)] = []

  func didSelectPlayer(at index: Int) async {
    record(.didSelectPlayer, "didSelectPlayer(at: \(index))")
  }
  func didRequestDelete(at indices: [Int]) async {
    record(.didRequestDelete, "didRequestDelete(at: \(indices))")
  }
  func didRequestExit(_ exit: PlayerListViewModel.Exit) async {
    record(.didRequestExit, "didRequestExit(\(exit))")
  }
  func didRequestRosterTask(_ task: PlayerListViewModel.RosterTask) async {
    record(.didRequestRosterTask, "didRequestRosterTask(\(task))")
  }
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  static let bob = Player(id: 2, name: "Bob", age: 30, skill: .professional, position: .striker)
  static let cy = Player(id: 3, name: "Cy")
}
