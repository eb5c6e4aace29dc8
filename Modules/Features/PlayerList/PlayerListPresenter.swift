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
  func askChoice(_ question: String, answers: [String]) async -> String?
}

/// The use cases the presenter runs.
protocol PlayerListInteracting: Sendable {
  /// The roster's length and the players on `rows` (0-based), not the others.
  func loadRoster(rows: Range<Int>) async throws(FootballGatherError) -> PlayerRoster
  /// The players on `indices` (0-based rows), by row; rows past the end are missing.
  func players(at indices: [Int], of roster: PlayerRoster) async throws(FootballGatherError)
    -> [Int: Player]
  /// The players whose name contains `text` (any case): the first `limit`, with their rows.
  func find(_ text: String, limit: Int) async throws(FootballGatherError) -> PlayerMatches
  /// The match left unfinished (which can be resumed), if one is saved.
  func unfinishedMatch() async throws(FootballGatherError) -> MatchSnapshot?
  /// Makes `duplicate` one with `kept` (their gathers and goals move); answers how many
  /// gathers moved.
  func merge(_ duplicate: Player, into kept: Player) async throws(FootballGatherError) -> Int
  /// How many gathers deleting the player would drop them from (0 where they are archived).
  func gathersLosing(_ player: Player) async throws(FootballGatherError) -> Int
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
  func importPlayers(from path: String, allowingDuplicates: Bool)
    async throws(RosterImportError) -> [Player]
  /// The same, telling `progress` what it is doing when the file is long (a line a phase).
  func importPlayers(
    from path: String, allowingDuplicates: Bool,
    progress: @escaping @MainActor @Sendable (String) -> Void
  ) async throws(RosterImportError) -> [Player]
  /// Adds a player with just a name, as a guest joining today's gather.
  func addGuest(named name: String) async throws(FootballGatherError) -> Player
}

extension PlayerListInteracting {
  /// Without progress lines (for interactors whose imports are always quick).
  func importPlayers(
    from path: String, allowingDuplicates: Bool,
    progress: @escaping @MainActor @Sendable (String) -> Void
  ) async throws(RosterImportError) -> [Player] {
    try await importPlayers(from: path, allowingDuplicates: allowingDuplicates)
  }
}

/// Where the presenter can send the user.
@MainActor
protocol PlayerListRouting: AnyObject {
  func showAddPlayer(named name: String?) async
  func showDetail(of player: Player) async
  func logOut() async
  func showTeams(for players: [Player]) async
  func showHistory() async
  /// Opens the match left unfinished, which asks whether to resume or discard it.
  func resumeMatch(_ snapshot: MatchSnapshot) async
}

/// Reacts to the player list's events, runs the use cases and formats the roster.
///
/// Two modes, as in the original app: the list, and selection (the Select button), where
/// numbers pick the players for a gather. The selection exists only in selection mode.
@MainActor
final class PlayerListPresenter: PlayerListPresenting, PlayerListInput {
  let username: String
  let view: any PlayerListDisplaying
  let interactor: any PlayerListInteracting
  let router: any PlayerListRouting
  /// Everything the screen holds between events; changed only through its methods.
  let state = State()

  var roster: PlayerRoster { state.roster }
  var selection: PlayerSelection? { state.selection }
  var playerNames: [String] { roster.players.map(\.name) }

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
    } else if let match = state.unfinishedMatch {
      await resume(match)
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
      state.load(try await interactor.loadRoster(rows: state.window))
      view.display(makeViewModel())
      return lookupFailure
    } catch {
      guard state.hasAppeared else {
        view.displayError("could not load the players: \(error.message)")
        return nil
      }
      // Coming back (from a match, a form) with the backend out of reach: the list as
      // last loaded, in the mode the user is now in, and why it may be out of date.
      view.display(makeViewModel())
      view.displayError(
        "could not load the players (the list above is as last loaded): \(error.message)")
      return nil
    }
  }

  func didRequestDelete(at index: Int) async {
    guard let player = await player(at: index) else { return }
    do {
      let question = deleteQuestion(player, losing: try await interactor.gathersLosing(player))
      guard await view.askConfirmation(question) else {
        return view.displayMessage("\(player.name) was not deleted.")
      }
      let result = try await interactor.delete(player, from: roster)
      state.replaceRoster(result.roster)
      view.displayMessage(removedMessage(player, result.removal))
      showChange(nil)
    } catch {
      view.displayError("could not delete \(player.name): \(error.message)")
    }
  }

  /// The player on a 0-based row, loaded if the page shown does not have them; `nil`
  /// (with the error shown) when there is none.
  func player(at index: Int) async -> Player? {
    do {
      guard let player = try await interactor.players(at: [index], of: roster)[index] else {
        view.displayError(noPlayerMessage(at: index))
        return nil
      }
      return player
    } catch {
      view.displayError("could not load player \(index + 1): \(error.message)")
      return nil
    }
  }

  func showList() {
    state.endSelection()
  }
}
