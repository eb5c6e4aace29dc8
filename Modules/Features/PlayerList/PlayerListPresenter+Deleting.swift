import Domain

/// `delete 2 3` and `delete 4-6`: several players, one question naming them all.
extension PlayerListPresenter {
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
        state.replaceRoster(result.roster)
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
