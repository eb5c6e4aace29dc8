import Domain

/// The events that change the presenter's state only through `pick(_:guests:)`: a guest,
/// confirming (the router takes the picks on) and finding players by name.
extension SelectionPresenter {
  /// A name already on the roster asks first: "no" (the default) picks the player already
  /// there, or says which numbers to pick when several share the name.
  func didRequestGuest(named name: String) async {
    do {
      let namesakes = try await interactor.namesakes(of: name)
      if !namesakes.isEmpty, !(await view.askConfirmation(Self.namesakeQuestion(name, namesakes))) {
        guard namesakes.count == 1 else {
          let numbers = namesakes.map { "\($0.position + 1)" }.joined(separator: " ")
          return view.displayMessage("Not added; pick the one you mean: 'pick \(numbers)'.")
        }
        view.displayMessage("Not added; picking \(namesakes[0].player.name), already there.")
        return await didPickPlayers(at: [namesakes[0].position])
      }
      let guest = try await interactor.addGuest(named: name)
      pick([], guests: [guest])
      view.displayMessage("Added \(guest.name) to the roster and picked them for today.")
      showChange(nil)
    } catch {
      view.displayError("could not add \(name.echoed): \(error.message)")
    }
  }

  /// "Tom Smith is already on the roster as number 12 (31, Arsenal). Add another player
  /// called Tom Smith?"
  static func namesakeQuestion(_ name: String, _ namesakes: [PlayerMatches.Match]) -> String {
    "\(namesakes[0].player.name) is already on the roster as "
      + namesakes.prefix(3).map(\.toldApart).joined(separator: " and ")
      + (namesakes.count > 3 ? " and \(namesakes.count - 3) more" : "")
      + ". Add another player called \(name)?"
  }

  func didConfirmSelection() async {
    do {
      let players = try selection.confirmed()
      await keepPicks()
      await router?.makeTeams(from: players)
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
