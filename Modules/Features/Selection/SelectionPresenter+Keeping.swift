import Domain

/// Keeping the picks between runs: the players picked before are picked again when the
/// screen first opens, and picks that a command changed are kept at once (an earlier run's
/// in their place), so closing the terminal loses none.
extension SelectionPresenter {
  /// After each command: picks that changed are kept.
  func didFinishCommand() async {
    await keepPicks()
  }

  /// Keeps the picks (the interactor writes them only when they changed); says so when
  /// they could not be kept.
  func keepPicks() async {
    do {
      try await interactor.keepPicks(selection.players)
    } catch {
      view.displayError(
        "could not keep the picks: \(error.message); they are lost when the app closes")
    }
  }

  /// Picks again the players kept from before (an earlier run's picks).
  func pickKeptPlayers() async {
    do {
      pick(try await interactor.keptPicks(), guests: [])
    } catch {
      view.displayError("could not read the players picked before: \(error.message)")
    }
  }
}
