import Domain

/// What the presenter asks of the view.
@MainActor
protocol PlayerDetailDisplaying: AnyObject {
  func display(_ viewModel: PlayerDetailViewModel)
  func displayMessage(_ message: String)
  func displayError(_ message: String)
}

/// The use cases the presenter runs.
protocol PlayerDetailInteracting: Sendable {
  func profile(of player: Player) -> PlayerProfile
  func record(of player: Player) async throws(FootballGatherError) -> PlayerRecord
  /// Saves the field `edit` changed, over the player as stored now; answers the player.
  func save(_ edit: PlayerFieldEdit) async throws(FootballGatherError) -> Player
}

/// Shows every field of one player and sends the user to edit the one they pick.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresenting, PlayerDetailInput {
  private let view: any PlayerDetailDisplaying
  private let interactor: any PlayerDetailInteracting
  private weak var router: (any PlayerDetailRouter)?
  private var profile: PlayerProfile

  init(
    player: Player, view: any PlayerDetailDisplaying, interactor: any PlayerDetailInteracting,
    router: any PlayerDetailRouter
  ) {
    self.view = view
    self.interactor = interactor
    self.router = router
    profile = interactor.profile(of: player)
  }

  func viewDidAppear() async {
    var viewModel = makeViewModel()
    do {
      let record = try await interactor.record(of: profile.player)
      viewModel.record =
        "Record: played \(record.played), won \(record.won), drawn \(record.drawn), "
        + "lost \(record.lost), goals \(record.goals)"
    } catch {
      view.displayError("could not load the record: \(error.message)")
    }
    view.display(viewModel)
  }

  func didSelectField(at index: Int) async {
    guard let field = profile.field(at: index) else {
      return view.displayError("there is no field \(index + 1)")
    }
    await router?.edit(field, of: profile.player)
  }

  /// `edit age 30`: checked by the same rules as the edit screen, saved at once, shown.
  func didEnterValue(_ value: String, forFieldAt index: Int) async {
    guard let field = profile.field(at: index) else {
      return view.displayError("there is no field \(index + 1)")
    }
    var edit = PlayerFieldEdit(player: profile.player, field: field)
    do {
      try edit.enter(value)
      guard edit.hasChanges else {
        return view.displayMessage("That is already the \(edit.noun); nothing changed.")
      }
      let saved = try await interactor.save(edit)
      profile = interactor.profile(of: saved)
      view.displayMessage(
        "Saved the \(edit.noun) of \(edit.original.name): "
          + "\(saved.displayValue(of: field) ?? "not set").")
      await viewDidAppear()
    } catch {
      view.displayError(error.message)
    }
  }

  // MARK: PlayerDetailInput

  func playerDidChange(_ player: Player) {
    profile = interactor.profile(of: player)
  }

  // MARK: Formatting

  private func makeViewModel() -> PlayerDetailViewModel {
    let rows = profile.sections.flatMap { section in
      section.fields.enumerated().map { offset, field in
        PlayerDetailViewModel.Row(
          section: offset == 0 ? section.title : "",
          field: field.displayName,
          value: profile.player.displayValue(of: field) ?? "not set",
          keyword: keyword(for: field))
      }
    }
    return PlayerDetailViewModel(title: "Player: \(profile.player.name)", rows: rows)
  }

  /// The word the user types after `edit` to change `field`.
  private func keyword(for field: PlayerField) -> String {
    field.keyword
  }
}
