import Domain

/// What the presenter asks of the view.
@MainActor
protocol RosterArchiveDisplaying: AnyObject {
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  /// Lines under the message shown just before (the archived players, numbered).
  func displayDetails(_ lines: [String])
  func askConfirmation(_ question: String) async -> Bool
}

/// The use cases the presenter runs.
protocol RosterArchiveInteracting: Sendable {
  /// The players archived by `delete`, by id: the numbers `restore N` takes.
  func archivedPlayers() async throws(FootballGatherError) -> [Player]
  /// Puts an archived player back on the roster.
  func restore(_ player: Player) async throws(FootballGatherError)
  /// Makes `duplicate` one with `kept` (gathers and goals move); answers how many moved.
  func merge(_ duplicate: Player, into kept: Player) async throws(FootballGatherError) -> Int
}

/// Answers `archived`, `restore N` and `merge N M`, which the player list hands on; when
/// the roster changed, asks the router to show it again.
@MainActor
final class RosterArchivePresenter: RosterArchiveInput {
  private let view: any RosterArchiveDisplaying
  private let interactor: any RosterArchiveInteracting
  private weak var router: (any RosterArchiveRouter)?

  init(
    view: any RosterArchiveDisplaying, interactor: any RosterArchiveInteracting,
    router: any RosterArchiveRouter
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func listArchivedPlayers() async {
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

  func restore(number: Int) async {
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
      try await interactor.restore(player)
      view.displayMessage("Restored \(player.name) to the roster.")
    } catch {
      return view.displayError("could not restore the player: \(error.message)")
    }
    await router?.seeRoster(fromTheTop: false)
  }

  /// Two entries of one person become one, asked first.
  func merge(_ duplicate: NumberedPlayer, into kept: NumberedPlayer) async {
    let (gone, staying) = (duplicate.player, kept.player)
    let question =
      "Merge \(duplicate.number) \(gone.tellingName) into \(kept.number) "
      + "\(staying.tellingName)? \(gone.name)'s gathers, goals and records become "
      + "\(staying.name)'s, and \(duplicate.number) leaves the roster."
    guard await view.askConfirmation(question) else {
      return view.displayMessage("Nothing was merged.")
    }
    do {
      let moved = try await interactor.merge(gone, into: staying)
      view.displayMessage(
        "Merged \(gone.name) into \(staying.name): "
          + (moved == 1 ? "1 gather" : "\(moved) gathers") + " moved.")
    } catch {
      return view.displayError(
        "could not merge \(gone.name) into \(staying.name): \(error.message)")
    }
    await router?.seeRoster(fromTheTop: true)
  }
}
