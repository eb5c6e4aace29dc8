import Domain

/// `delete N`, `delete 2 3` and `delete 4-6`: one call to learn what deleting drops, one
/// question, then the deletions.
extension PlayerListPresenter {
  func didRequestDelete(at indices: [Int]) async {
    let found: [Int: PlayerDeletion]
    do {
      found = try await interactor.deletions(at: indices, of: roster)
    } catch {
      return view.displayError(
        indices.count == 1
          ? "could not load player \(indices[0] + 1): \(error.message)"
          : "could not load the players to delete: \(error.message)")
    }
    if let missing = indices.first(where: { found[$0] == nil }) {
      return view.displayError(noPlayerMessage(at: missing))
    }
    let deletions = indices.compactMap { found[$0] }
    guard deletions.count > 1 else { return await delete(deletions[0]) }
    let players = deletions.map(\.player)
    let losing = deletions.map(\.gathersLosing).reduce(0, +)
    guard await view.askConfirmation(deleteQuestion(players, losing: losing)) else {
      return view.displayMessage("No player was deleted.")
    }
    do {
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

  /// One player: the question names the gathers deleting them drops.
  private func delete(_ deletion: PlayerDeletion) async {
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
