import Domain

/// What the presenter asks of the view.
@MainActor
protocol PlayerListDisplaying: AnyObject {
  func display(_ viewModel: PlayerListViewModel)
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  /// Lines that explain the error shown just before (one per bad row of a file).
  func displayDetails(_ lines: [String])
  /// A document to show as it is: an exported roster.
  func displayDocument(_ text: String)
  func askConfirmation(_ question: String) async -> Bool
  func askToDiscard(_ question: String) async -> Bool
  func askChoice(_ question: String, answers: [String]) async -> String?
}

/// The use cases the presenter runs.
protocol PlayerListInteracting: PlayerListDraftKeeping {
  /// The roster's length and the players on `rows` (0-based), not the others.
  func loadRoster(rows: Range<Int>) async throws(FootballGatherError) -> PlayerRoster
  /// The players on `indices` (0-based rows), by row; rows past the end are missing.
  func players(at indices: [Int], of roster: PlayerRoster) async throws(FootballGatherError)
    -> [Int: Player]
  /// The players whose name contains `text` (any case): the first `limit`, with their rows.
  func find(_ text: String, limit: Int) async throws(FootballGatherError) -> PlayerMatches
  /// The match left unfinished (which can be resumed), if one is saved.
  func unfinishedMatch() async throws(FootballGatherError) -> MatchSnapshot?
  /// Makes `duplicate` one with `kept` (gathers and goals move); answers how many moved.
  func merge(_ duplicate: Player, into kept: Player) async throws(FootballGatherError) -> Int
  /// How many gathers deleting the player would drop them from (0 where they are archived).
  func gathersLosing(_ player: Player) async throws(FootballGatherError) -> Int
  /// The player on a 0-based row and what deleting them would drop, in one call: what
  /// `delete N` asks about; `nil` when the row is not on the roster.
  func deletion(at index: Int, of roster: PlayerRoster) async throws(FootballGatherError)
    -> PlayerDeletion?
  /// Deletes a player who never played; archives one who did (see `PlayerRemoval`).
  func delete(_ player: Player, from roster: PlayerRoster) async throws(FootballGatherError)
    -> (roster: PlayerRoster, removal: PlayerRemoval)
  /// The players archived by `delete`, by id: the numbers `restore N` takes.
  func archivedPlayers() async throws(FootballGatherError) -> [Player]
  /// Puts an archived player back; answers `roster`'s rows reloaded.
  func restore(_ player: Player, into roster: PlayerRoster) async throws(FootballGatherError)
    -> PlayerRoster
  /// The whole roster as CSV or JSON, written to `path` when given.
  func export(as format: RosterFormat, to path: String?) async throws(FootballGatherError)
    -> String
  /// Imports the file with a choice made for each repeated name (skip, add or merge).
  func importPlayers(from path: String, choosing choices: ImportChoices)
    async throws(RosterImportError) -> (added: [Player], merged: Int)
  /// Adds every player in the file at `path`, or none; repeated names only when allowed.
  /// `progress` is told what it is doing when the file is long (a step a phase) and which
  /// columns of the file it leaves out.
  func importPlayers(
    from path: String, allowingDuplicates: Bool,
    progress: @escaping @MainActor @Sendable (RosterImportStep) -> Void
  ) async throws(RosterImportError) -> [Player]
}

/// Where the presenter can send the user.
@MainActor
protocol PlayerListRouting: AnyObject {
  func showAddPlayer(named name: String?) async
  func showDetail(of player: Player) async
  func logOut() async
  /// Opens the selection screen over the list, showing first the rows in `window`.
  func showSelection(showing window: RosterWindow) async
  func showHistory() async
  func showRatings() async
  /// Opens the match left unfinished, which asks whether to resume or discard it.
  func resumeMatch(_ snapshot: MatchSnapshot) async
}

/// Reacts to the player list's events, runs the use cases and formats the roster.
@MainActor
final class PlayerListPresenter: PlayerListPresenting {
  let username: String
  let view: any PlayerListDisplaying
  let interactor: any PlayerListInteracting
  let router: any PlayerListRouting
  /// Everything the screen holds between events; changed only through its methods.
  let state = State()

  var roster: PlayerRoster { state.roster }

  init(
    username: String, view: any PlayerListDisplaying, interactor: any PlayerListInteracting,
    router: any PlayerListRouting
  ) {
    self.username = username
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  /// Shows the roster; the first time (just after login) a match left unfinished opens
  /// at once, and a failed look-up for one is said once.
  func viewDidAppear() async {
    state.showRows(from: nil, through: nil)
    let lookupFailure = await showRoster()
    guard state.noteAppearance() else { return }
    if let lookupFailure {
      view.displayError("could not look for an unfinished match: \(lookupFailure.message)")
    } else {
      await offerWhatWasLeft()
    }
  }

  /// Looks for a match left unfinished, loads the roster and shows the rows in the
  /// state's window; answers why the look-up failed, if it did and the roster showed (a
  /// store that fails both gets one error line).
  @discardableResult
  func showRoster() async -> FootballGatherError? {
    var lookupFailure: FootballGatherError?
    do {
      state.noteUnfinishedMatch(try await interactor.unfinishedMatch())
    } catch {
      state.noteUnfinishedMatch(nil)
      lookupFailure = error
    }
    do {
      state.load(try await interactor.loadRoster(rows: state.window.rows))
      view.display(makeViewModel())
      return lookupFailure
    } catch {
      guard state.hasAppeared else {
        view.displayError("could not load the players: \(error.message)")
        return nil
      }
      // Coming back (from a match, a form) with the backend out of reach: the list as
      // last loaded, and why it may be out of date.
      view.display(makeViewModel())
      view.displayError(
        "could not load the players (the list above is as last loaded): \(error.message)")
      return nil
    }
  }
}
