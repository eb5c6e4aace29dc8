import Domain

/// The events that lead to another screen: a player's detail, the add form, the
/// selection, history, the unfinished match, and logging out.
extension PlayerListPresenter {
  /// The selection screen opens over the list, on the rows the list shows.
  func didRequestSelection() async {
    guard !roster.isEmpty else {
      return view.displayError("there are no players to select; type 'add' to add some")
    }
    await router.showSelection(showing: state.window)
  }

  func didSelectPlayer(at index: Int) async {
    guard let player = await player(at: index) else { return }
    await router.showDetail(of: player)
  }

  func didRequestAddPlayer(named name: String?) async {
    await router.showAddPlayer(named: name)
  }

  func didRequestLogOut() async {
    await router.logOut()
  }

  func didRequestBack() async {
    guard await view.askConfirmation("Log out \(username)?") else {
      return view.displayMessage("Still logged in; type 'logout' to log out.")
    }
    await router.logOut()
  }

  func didRequestHistory() async {
    await router.showHistory()
  }

  func didRequestRatings() async {
    await router.showRatings()
  }

  func didRequestResume() async {
    do {
      state.noteUnfinishedMatch(try await interactor.unfinishedMatch())
    } catch {
      return view.displayError("could not look for an unfinished match: \(error.message)")
    }
    guard let match = state.unfinishedMatch else {
      return view.displayError("there is no unfinished match to resume; type 'select' to start one")
    }
    await resume(match)
  }

  /// Offers the unfinished match, first saying so when another window has it open.
  func resume(_ match: MatchSnapshot) async {
    if match.openElsewhere {
      view.displayMessage(
        "This match is open in another window too. Both can go on with it: each save is "
          + "checked, so the window that saves second is told what the other saved and "
          + "overwrites nothing.")
    }
    await router.resumeMatch(match)
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
