import Domain

/// Selection mode: picking the players for a gather by number, as the original's
/// Select button did.
extension PlayerListPresenter {
  func didRequestSelection() async {
    guard !roster.isEmpty else {
      return view.displayError("there are no players to select; type 'add' to add some")
    }
    state.startSelection()
    view.display(makeViewModel())
  }

  func didCancelSelection() async {
    state.endSelection()
    view.displayMessage("Selection cleared.")
    view.display(makeViewModel())
  }

  func didPickPlayers(at indices: [Int]) async {
    await changeSelection(at: indices, "Picked") { $0.pick($1) }
  }

  func didUnpickPlayers(at indices: [Int]) async {
    await changeSelection(at: indices, "Unpicked") { $0.unpick($1) }
  }

  func didTogglePlayers(at indices: [Int]) async {
    await changeSelection(at: indices, "Toggled") { $0.toggle($1) }
  }

  func didRequestGuest(named name: String) async {
    guard selection != nil else {
      return view.displayError("type 'select' first, then pick the players")
    }
    do {
      let guest = try await interactor.addGuest(named: name)
      state.add([guest], picking: true)
      view.displayMessage("Added \(guest.name) to the roster and picked them for today.")
      showChange(nil)
    } catch {
      view.displayError("could not add \(name.echoed): \(error.message)")
    }
  }

  func didConfirmSelection() async {
    guard let selection else {
      return view.displayError("type 'select' first, then pick the players")
    }
    do {
      await router.showTeams(for: try selection.confirmed())
    } catch {
      view.displayError("\(error.message); pick more with 'pick N'")
    }
  }

  /// Applies `change` to the players on `indices` (0-based rows); one row that is not
  /// there changes nothing.
  private func changeSelection(
    at indices: [Int], _ verb: String, _ change: (inout PlayerSelection, [Player]) -> Void
  ) async {
    guard selection != nil else {
      return view.displayError("type 'select' first, then pick the players")
    }
    let found: [Int: Player]
    do {
      found = try await interactor.players(at: indices, of: roster)
    } catch {
      return view.displayError("could not load the players: \(error.message)")
    }
    var players: [Player] = []
    for index in indices {
      guard let player = found[index] else {
        return view.displayError(noPlayerMessage(at: index))
      }
      players.append(player)
    }
    _ = state.changeSelection { change(&$0, players) }
    showChange("\(verb) \(players.count == 1 ? "1 player" : "\(players.count) players"):")
  }
}
