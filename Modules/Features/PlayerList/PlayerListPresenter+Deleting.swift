import Domain

/// Deleting a player, and the archived players: who was deleted after playing, and
/// bringing one back.
extension PlayerListPresenter {
  /// `delete N`: one call to learn what deleting drops, the question, one call to delete.
  func didRequestDelete(at index: Int) async {
    let found: PlayerDeletion?
    do {
      found = try await interactor.deletion(at: index, of: roster)
    } catch {
      return view.displayError("could not load player \(index + 1): \(error.message)")
    }
    guard let deletion = found else { return view.displayError(noPlayerMessage(at: index)) }
    let player = deletion.player
    guard await view.askConfirmation(deleteQuestion(deletion)) else {
      return view.displayMessage("\(player.name) was not deleted.")
    }
    do {
      let result = try await interactor.delete(player, from: roster)
      state.load(result.roster)
      view.displayMessage(removedMessage(player, result.removal))
      showChange(nil)
    } catch {
      view.displayError("could not delete \(player.name): \(error.message)")
    }
  }

  /// "Deleted Ann." or, for a player who played, what archiving keeps.
  func removedMessage(_ player: Player, _ removal: PlayerRemoval) -> String {
    switch removal {
    case .deleted:
      return "Deleted \(player.name)."
    case .archived(let gathers):
      let count = gathers == 1 ? "1 gather" : "\(gathers) gathers"
      return "Archived \(player.name): off the roster, still in the \(count) they played "
        + "and in the records. 'archived' lists them; 'restore N' brings one back."
    }
  }

  /// "Delete Ann?", or, where deleting drops a player who played from past gathers (the
  /// web service keeps no archive), how many gathers lose them.
  func deleteQuestion(_ deletion: PlayerDeletion) -> String {
    let (player, gathers) = (deletion.player, deletion.gathersLosing)
    guard gathers > 0 else { return "Delete \(player.name)?" }
    let count = gathers == 1 ? "1 past gather" : "\(gathers) past gathers"
    return "\(player.name) played in \(count); the server will drop \(player.name) from "
      + (gathers == 1 ? "it" : "them")
      + " (the app keeps the name in its local cache). Delete \(player.name) for good?"
  }

  func didRequestArchivedPlayers() async {
    do {
      let archived = try await interactor.archivedPlayers()
      guard !archived.isEmpty else {
        // Not "deleting archives them": the web service keeps no archive (remote mode).
        return view.displayMessage("No archived players.")
      }
      view.displayMessage(
        "Archived players (\(archived.count)); 'restore N' puts one back on the roster:")
      view.displayDetails(archived.enumerated().map { "\($0.offset + 1)  \($0.element.name)" })
    } catch {
      view.displayError("could not load the archived players: \(error.message)")
    }
  }

  func didRequestRestore(number: Int) async {
    do {
      let archived = try await interactor.archivedPlayers()
      guard archived.indices.contains(number - 1) else {
        return view.displayError(
          archived.isEmpty
            ? "there are no archived players to restore"
            : "there is no archived player \(number); choose a number from 1 to "
              + "\(archived.count) ('archived' lists them)")
      }
      let player = archived[number - 1]
      state.load(try await interactor.restore(player, into: roster))
      view.displayMessage("Restored \(player.name) to the roster.")
      showChange(nil)
    } catch {
      view.displayError("could not restore the player: \(error.message)")
    }
  }

  /// `delete 2 3` and `delete 4-6`: several players, one question naming them all.
  func didRequestDelete(atEach indices: [Int]) async {
    let found: [Int: Player]
    do {
      found = try await interactor.players(at: indices, of: roster)
    } catch {
      return view.displayError("could not load the players to delete: \(error.message)")
    }
    if let missing = indices.first(where: { found[$0] == nil }) {
      return view.displayError(noPlayerMessage(at: missing))
    }
    let players = indices.compactMap { found[$0] }
    do {
      var losing = 0
      for player in players { losing += try await interactor.gathersLosing(player) }
      guard await view.askConfirmation(deleteQuestion(players, losing: losing)) else {
        return view.displayMessage("No player was deleted.")
      }
      for player in players {
        let result = try await interactor.delete(player, from: roster)
        state.load(result.roster)
        view.displayMessage(removedMessage(player, result.removal))
      }
      showChange(nil)
    } catch {
      view.displayError("could not delete every player: \(error.message)")
      await didRequestList(from: nil, through: nil)
    }
  }

  /// "Delete 3 players: Ann, Bob and Cy?", or where the backend keeps no archive, how many
  /// past gathers lose them first.
  private func deleteQuestion(_ players: [Player], losing gathers: Int) -> String {
    let names = players.map(\.name)
    let listing =
      names.count <= 12
      ? names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
      : names.joined(listingAtMost: 12)
    let question = "Delete \(players.count) players: \(listing)?"
    guard gathers > 0 else { return question }
    let count = gathers == 1 ? "1 past gather" : "\(gathers) past gathers"
    return "Between them they played in \(count); the server will drop them from "
      + (gathers == 1 ? "it" : "them") + " (the app keeps the names in its local cache). "
      + "Delete \(players.count) players for good: \(listing)?"
  }
}
