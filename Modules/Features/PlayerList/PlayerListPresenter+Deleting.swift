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
    guard await view.askConfirmation(PlayerDeletion.question(deleting: deletions)) else {
      return view.displayMessage("No player was deleted.")
    }
    do {
      for player in players {
        let result = try await interactor.delete(player, from: roster)
        state.load(result.roster)
        view.displayMessage(PlayerDeletion.removed(player, result.removal))
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
    guard await view.askConfirmation(deletion.question) else {
      return view.displayMessage("\(player.name) was not deleted.")
    }
    do {
      let result = try await interactor.delete(player, from: roster)
      state.load(result.roster)
      view.displayMessage(PlayerDeletion.removed(player, result.removal))
      showChange(nil)
    } catch {
      view.displayError("could not delete \(player.name): \(error.message)")
    }
  }
}
