import Domain

/// The events that change the presenter's state only through `pick(_:guests:)`: a guest,
/// confirming (the router takes the picks on) and finding players by name.
extension SelectionPresenter {
  func didRequestGuest(named name: String) async {
    do {
      let guest = try await interactor.addGuest(named: name)
      pick([], guests: [guest])
      view.displayMessage("Added \(guest.name) to the roster and picked them for today.")
      showChange(nil)
    } catch {
      view.displayError("could not add \(name.echoed): \(error.message)")
    }
  }

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
