import Domain

/// The events that lead to another screen: a player's detail, the add form, history,
/// the unfinished match, and logging out.
extension PlayerListPresenter {
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
    await router.resumeMatch(match)
  }
}
