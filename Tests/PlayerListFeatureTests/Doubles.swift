import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import PlayerListFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpyPlayerListView: RecordingView<PlayerListViewModel>, PlayerListDisplaying {}

/// Answers with a fixed roster, records deletions, exports and imports; fails when told to.
/// Strict: a call the test does not expect fails it.
final class StubPlayerListInteractor: RosterStub, PlayerListInteracting {
  enum Method: RosterStubMethods {
    case deletion, gathersLosing, loadRoster, unfinishedMatch, delete, archivedPlayers, restore
    case export, importPlayers, addGuest, merge
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
    /// What an import answers: the players added, or why nothing was. An import before the
    /// test set it fails the test.
    var importResult: Result<[Player], RosterImportError>?
    /// The repeated names an import finds; thrown unless duplicates are allowed.
    var duplicates: RosterDuplicates?
    /// The file's headings an import leaves out, told as a step of every import.
    var ignoredColumns: [String] = []
    var deleted: [Player] = []
    /// How many gathers each player played: deleting one of them archives them.
    var gatherCounts: [Player.ID: Int] = [:]
    /// How many gathers deleting each player would drop them from (a backend without an
    /// archive); 0 for anyone not listed. Does not fail with `failure`.
    var gathersLosing: [Player.ID: Int] = [:]
    var archived: [Player] = []
    var exports: [String] = []
    var imports: [String] = []
    /// The picks and teams kept from an earlier run (not strict: read at every login).
    var draft: TeamDraft?
    var draftDiscards = 0
  }

  let expected: ExpectedCalls<Method>
  let state: LockedState<State>

  /// `State.gathersLosing`, spelled out: the method `gathersLosing(_:)` hides the dynamic
  /// member.
  var gathersLosing: [Player.ID: Int] {
    get { state.withLock { $0.gathersLosing } }
    set { state.withLock { $0.gathersLosing = newValue } }
  }

  init(
    players: [Player], failure: FootballGatherError? = nil, expecting methods: Set<Method> = []
  ) {
    state = LockedState(State(roster: PlayerRoster(players), failure: failure))
    expected = ExpectedCalls(of: "StubPlayerListInteractor", methods)
  }

  func keptDraft() async throws(FootballGatherError) -> TeamDraft? {
    state.withLock { $0.draft }
  }

  func reopen(_ draft: TeamDraft) async throws(FootballGatherError) -> TeamDraft {
    var reopened = draft
    if reopened.picks.isEmpty { reopened.picks = draft.teams?.players ?? [] }
    state.withLock { $0.draft = reopened }
    return reopened
  }

  func discardDraft() async throws(FootballGatherError) {
    state.withLock {
      $0.draft = nil
      $0.draftDiscards += 1
    }
  }

  func merge(_ duplicate: Player, into kept: Player) async throws(FootballGatherError) -> Int {
    expected.check(.merge)
    if let failure = self.failure { throw failure }
    self.roster = PlayerRoster(self.roster.players.filter { $0.id != duplicate.id })
    return self.gatherCounts[duplicate.id] ?? 0
  }

  func gathersLosing(_ player: Player) async throws(FootballGatherError) -> Int {
    expected.check(.gathersLosing)
    return gathersLosing[player.id] ?? 0
  }

  /// The player on the row, from the rows shown or else the roster (failing with
  /// `failure` only then), and the gathers deleting them would drop.
  func deletion(at index: Int, of shown: PlayerRoster) async throws(FootballGatherError)
    -> PlayerDeletion?
  {
    expected.check(.deletion)
    if !shown.hasLoaded([index]), let failure = self.failure { throw failure }
    guard let player = shown.player(at: index) ?? self.roster.player(at: index) else { return nil }
    return PlayerDeletion(player: player, gathersLosing: gathersLosing[player.id] ?? 0)
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
    self.archived.append(player)
    return (page, .archived(gathers: gathers))
  }

  func archivedPlayers() async throws(FootballGatherError) -> [Player] {
    expected.check(.archivedPlayers)
    if let failure = self.failure { throw failure }
    return self.archived
  }

  func restore(_ player: Player, into shown: PlayerRoster) async throws(FootballGatherError)
    -> PlayerRoster
  {
    expected.check(.restore)
    if let failure = self.failure { throw failure }
    self.archived.removeAll { $0.id == player.id }
    self.roster = PlayerRoster(self.roster.players + [player])
    return PlayerRoster(
      RosterPage(slicing: self.roster.players, at: shown.rows), loadedFor: shown.rows)
  }

  func export(as format: RosterFormat, to path: String?) async throws(FootballGatherError)
    -> String
  {
    expected.check(.export)
    if let failure = self.failure { throw failure }
    self.exports.append("\(self.roster.count) as \(format) to \(path ?? "screen")")
    return "\(format) of \(self.roster.players.map(\.name).joined(separator: ","))\n"
  }

  func importPlayers(from path: String, choosing choices: ImportChoices)
    async throws(RosterImportError) -> (added: [Player], merged: Int)
  {
    expected.check(.importPlayers)
    self.imports.append(
      path + " (skipping \(choices.skipped.sorted()), merging \(choices.merged.keys.sorted()))")
    guard let importResult = self.importResult else { throw .failed(.storage("unexpected call")) }
    let added = try importResult.get()
    return (added, choices.merged.count)
  }

  func importPlayers(
    from path: String, allowingDuplicates: Bool,
    progress: @escaping @MainActor @Sendable (RosterImportStep) -> Void
  ) async throws(RosterImportError) -> [Player] {
    let ignored = self.ignoredColumns
    if !ignored.isEmpty { await progress(.ignoring(ignored)) }
    return try await importing(from: path, allowingDuplicates: allowingDuplicates)
  }

  private func importing(from path: String, allowingDuplicates: Bool)
    async throws(RosterImportError) -> [Player]
  {
    expected.check(.importPlayers)
    self.imports.append(allowingDuplicates ? path + " (duplicates allowed)" : path)
    if !allowingDuplicates, let duplicates = self.duplicates { throw .duplicates(duplicates) }
    guard let importResult = self.importResult else {
      Issue.record("unexpected call: import from \(path) (the test set no importResult)")
      throw .failed(.storage("unexpected call"))
    }
    return try importResult.get()
  }
}

/// Records where the presenter asked to go (TestDoubles' `RecordingDouble`). Strict.
final class RecordingPlayerListRouter:
  RecordingDouble<RecordingPlayerListRouter.Method, RecordingPlayerListRouter.Route>,
  PlayerListRouting
{
  enum Method: Hashable, Sendable {
    case showAddPlayer, showDetail, logOut, showSelection, showHistory, showRatings, resumeMatch
  }

  enum Route: Equatable {
    case addPlayer(String?)
    case detail(Player)
    case logOut
    case selection(RosterWindow)
    case history
    case ratings
    case resume(MatchSnapshot)
  }

  var routes: [Route] { calls }

  func showAddPlayer(named name: String?) async { record(.showAddPlayer, .addPlayer(name)) }
  func showDetail(of player: Player) async { record(.showDetail, .detail(player)) }
  func logOut() async { record(.logOut, .logOut) }
  func showSelection(showing window: RosterWindow) async {
    record(.showSelection, .selection(window))
  }
  func showHistory() async { record(.showHistory, .history) }
  func showRatings() async { record(.showRatings, .ratings) }
  func resumeMatch(_ snapshot: MatchSnapshot) async { record(.resumeMatch, .resume(snapshot)) }
}

/// Records what the module told its parent (TestDoubles' `RecordingDouble`). Strict.
final class RecordingPlayerListListener:
  RecordingDouble<RecordingPlayerListListener.Method, String>, PlayerListListener
{
  enum Method: Hashable, Sendable {
    case playerListDidRequestAddPlayer, playerListDidSelect, playerListDidRequestLogOut
    case playerListDidRequestSelection, playerListDidRequestHistory, playerListDidRequestResume
    case playerListDidRequestRatings
  }

  var events: [String] { calls }

  func playerListDidRequestAddPlayer(named name: String?) async {
    record(.playerListDidRequestAddPlayer, "add \(name ?? "")")
  }
  func playerListDidSelect(_ player: Player) async {
    record(.playerListDidSelect, "select \(player.name)")
  }
  func playerListDidRequestLogOut() async { record(.playerListDidRequestLogOut, "logout") }
  func playerListDidRequestSelection(showing window: RosterWindow) async {
    record(.playerListDidRequestSelection, "select from \(window.rows.lowerBound + 1)")
  }
  func playerListDidRequestHistory() async { record(.playerListDidRequestHistory, "history") }
  func playerListDidRequestRatings() async { record(.playerListDidRequestRatings, "ratings") }
  func playerListDidRequestResume(_ snapshot: MatchSnapshot) async {
    record(
      .playerListDidRequestResume, "resume \(snapshot == .unfinished ? "the saved match" : "?")")
  }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyPlayerListPresenter: RecordingPresenter<SpyPlayerListPresenter.Method>,
  PlayerListPresenting
{
  enum Method: AppearingEvents, PagingEvents {
    case viewDidAppear, didSelectPlayer, didRequestDelete, didRequestLogOut, didRequestBack,
      didRequestSelection, didRequestHistory, didRequestResume, didRequestArchivedPlayers,
      didRequestMore, didRequestFind, didRequestAddPlayer, didRequestExport, didRequestImport,
      didRequestRestore, didRequestList, didRequestDeleteEach, didRequestMerge, didRequestRatings
  }

  var numberedNames: [(number: Int, name: String)] = []

  func didSelectPlayer(at index: Int) async {
    record(.didSelectPlayer, "didSelectPlayer(at: \(index))")
  }
  func didRequestDelete(at index: Int) async {
    record(.didRequestDelete, "didRequestDelete(at: \(index))")
  }
  func didRequestMerge(_ duplicate: Int, into kept: Int) async {
    record(.didRequestMerge, "didRequestMerge(\(duplicate), into: \(kept))")
  }
  func didRequestDelete(atEach indices: [Int]) async {
    record(.didRequestDeleteEach, "didRequestDelete(atEach: \(indices))")
  }
  func didRequestAddPlayer(named name: String?) async {
    record(.didRequestAddPlayer, "didRequestAddPlayer(named: \(name ?? "nil"))")
  }
  func didRequestLogOut() async { record(.didRequestLogOut) }
  func didRequestBack() async { record(.didRequestBack) }
  func didRequestSelection() async { record(.didRequestSelection) }
  func didRequestExport(format: String, to path: String?) async {
    record(.didRequestExport, "didRequestExport(format: \(format), to: \(path ?? "nil"))")
  }
  func didRequestImport(from path: String, allowingDuplicates: Bool) async {
    record(
      .didRequestImport,
      "didRequestImport(from: \(path)\(allowingDuplicates ? ", allowingDuplicates" : ""))")
  }
  func didRequestHistory() async { record(.didRequestHistory) }
  func didRequestRatings() async { record(.didRequestRatings) }
  func didRequestResume() async { record(.didRequestResume) }
  func didRequestArchivedPlayers() async { record(.didRequestArchivedPlayers) }
  func didRequestRestore(number: Int) async {
    record(.didRequestRestore, "didRequestRestore(number: \(number))")
  }
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  static let bob = Player(id: 2, name: "Bob", age: 30, skill: .professional, position: .striker)
  static let cy = Player(id: 3, name: "Cy")
}
