import Domain

/// `merge N M`: two entries of one person become one, asked first.
extension PlayerListPresenter {
  func didRequestMerge(_ duplicateRow: Int, into keptRow: Int) async {
    guard let duplicate = await player(at: duplicateRow), let kept = await player(at: keptRow)
    else { return }
    let question =
      "Merge \(duplicateRow + 1) \(Self.telling(duplicate)) into \(keptRow + 1) "
      + "\(Self.telling(kept))? \(duplicate.name)'s gathers, goals and records become "
      + "\(kept.name)'s, and \(duplicateRow + 1) leaves the roster."
    guard await view.askConfirmation(question) else {
      return view.displayMessage("Nothing was merged.")
    }
    do {
      let moved = try await interactor.merge(duplicate, into: kept)
      view.displayMessage(
        "Merged \(duplicate.name) into \(kept.name): "
          + (moved == 1 ? "1 gather" : "\(moved) gathers") + " moved.")
      await didRequestList(from: nil, through: nil)
    } catch {
      view.displayError("could not merge \(duplicate.name) into \(kept.name): \(error.message)")
    }
  }
}
