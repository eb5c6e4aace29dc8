import Domain

/// What the presenter asks of the view.
@MainActor
protocol PlayerListDisplaying: AnyObject {
  func display(_ viewModel: PlayerListViewModel)
  func displayMessage(_ message: String)
  /// A change to a roster too long to print again: `message` says what changed, and the
  /// roster now has `playerCount` players (which `delete N` and `show N` are read against).
  func displayChange(_ message: String, playerCount: Int)
  func displayError(_ message: String)
  func askConfirmation(_ question: String) async -> Bool
  func askToDiscard(_ question: String) async -> Bool
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
  /// The players on `indices` (0-based rows) and what deleting each would drop: what
  /// `delete N` asks about. Rows not on the roster are missing.
  func deletions(at indices: [Int], of roster: PlayerRoster) async throws(FootballGatherError)
    -> [Int: PlayerDeletion]
  /// Deletes a player who never played; archives one who did (see `PlayerRemoval`).
  func delete(_ player: Player, from roster: PlayerRoster) async throws(FootballGatherError)
    -> (roster: PlayerRoster, removal: PlayerRemoval)
  /// The next gather's picks and teams kept from an earlier run, if any.
  func keptDraft() async throws(FootballGatherError) -> TeamDraft?
  /// Makes the draft ready to open again (`goingOn`: the teams' players picked), or
  /// discards it.
  func settle(_ draft: TeamDraft, goingOn: Bool) async throws(FootballGatherError)
}

/// Reacts to the player list's events, runs the use cases and formats the roster; the
/// ways out go to the router.
@MainActor
final class PlayerListPresenter: PlayerListPresenting, PlayerListInput {
  let username: String
  let view: any PlayerListDisplaying
  let interactor: any PlayerListInteracting
  private weak var router: (any PlayerListRouter)?
  /// Everything the screen holds between events; changed only through its methods.
  let state = State()

  var roster: PlayerRoster { state.roster }

  init(
    username: String, view: any PlayerListDisplaying, interactor: any PlayerListInteracting,
    router: any PlayerListRouter
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

  /// The archive or the transfer changed the roster on this console: loaded again, and
  /// shown from the top or as a change.
  func rosterDidChange(fromTheTop: Bool) async {
    guard !fromTheTop else { return await didRequestList(from: nil, through: nil) }
    do {
      state.load(try await interactor.loadRoster(rows: state.window.rows))
      showChange(nil)
    } catch {
      view.displayError("could not load the players: \(error.message)")
    }
  }

  func didSelectPlayer(at index: Int) async {
    guard let player = await player(at: index) else { return }
    await router?.inspect(player)
  }

  /// A way out: each goes to the router, `select` and `resume` after a check, `back`
  /// after asking.
  func didRequestExit(_ exit: PlayerListViewModel.Exit) async {
    switch exit {
    case .add(let name): await router?.addPlayer(named: name)
    case .history: await router?.reviewHistory()
    case .ratings: await router?.reviewRatings()
    case .logOut: await router?.logOut()
    case .back:
      guard await view.askConfirmation("Log out \(username)?") else {
        return view.displayMessage("Still logged in; type 'logout' to log out.")
      }
      await router?.logOut()
    case .select:
      // The selection screen opens over the list, on the rows the list shows.
      // An empty roster may be one that never loaded (a server that did not answer): look
      // again before saying there is nobody to pick.
      if roster.isEmpty {
        do {
          state.load(try await interactor.loadRoster(rows: state.window.rows))
        } catch {
          return view.displayError(
            "could not load the players to select: \(error.message); 'select' tries again")
        }
      }
      guard !roster.isEmpty else {
        return view.displayError("there are no players to select; type 'add' to add some")
      }
      await router?.pickPlayers(showing: state.window)
    case .resume:
      do {
        state.noteUnfinishedMatch(try await interactor.unfinishedMatch())
      } catch {
        return view.displayError("could not look for an unfinished match: \(error.message)")
      }
      guard let match = state.unfinishedMatch else {
        return view.displayError(
          "there is no unfinished match to resume; type 'select' to start one")
      }
      await resume(match)
    }
  }

  /// A job another module does on this console: handed on through the router; `merge`
  /// first finds the two players.
  func didRequestRosterTask(_ task: PlayerListViewModel.RosterTask) async {
    switch task {
    case .archived: await router?.reviewArchive()
    case .restore(let number): await router?.restoreArchivedPlayer(number: number)
    case .export(let format, let path): await router?.exportRoster(as: format, to: path)
    case .importFile(let path, let allowing):
      await router?.importPlayers(from: path, allowingDuplicates: allowing)
    case .merge(let duplicateRow, let keptRow):
      guard let duplicate = await player(at: duplicateRow), let kept = await player(at: keptRow)
      else { return }
      await router?.merge(
        duplicate, numbered: duplicateRow + 1, into: kept, numbered: keptRow + 1)
    }
  }

  /// Offers the unfinished match, first saying so when another window has it open.
  func resume(_ match: MatchSnapshot) async {
    if match.openElsewhere {
      view.displayMessage(
        "This match is open in another window too. Both can go on with it: each save is "
          + "checked, so the window that saves second is told what the other saved and "
          + "overwrites nothing.")
    }
    await router?.resume(match)
  }

  /// The selection opens over the list on the rows it shows (the kept teams were taken up).
  func pickKeptPlayers() async {
    await router?.pickPlayers(showing: state.window)
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
}
