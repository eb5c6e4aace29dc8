import Domain

/// The events that change nothing the presenter keeps: confirming (the router takes the
/// picks on) and finding players by name.
extension SelectionPresenter {
  func didConfirmSelection() async {
    do {
      await router.showTeams(for: try selection.confirmed())
    } catch {
      view.displayError("\(error.message); pick more with 'pick N'")
    }
  }

  func didRequestFind(_ text: String) async {
    do {
      let found = try await interactor.find(text, limit: RosterWindow.pageSize)
      guard found.total > 0 else {
        return view.displayMessage("No player's name contains '\(text)'.")
      }
      view.display(makeViewModel(found, for: text))
    } catch {
      view.displayError("could not look for '\(text)': \(error.message)")
    }
  }
}
