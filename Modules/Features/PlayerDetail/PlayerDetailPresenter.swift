import Domain

/// What the presenter asks of the view.
@MainActor
protocol PlayerDetailDisplaying: AnyObject {
  func display(_ viewModel: PlayerDetailViewModel)
  func displayError(_ message: String)
}

/// The use cases the presenter runs.
protocol PlayerDetailInteracting: Sendable {
  func profile(of player: Player) -> PlayerProfile
  func record(of player: Player) async throws(FootballGatherError) -> PlayerRecord
}

/// Where the presenter can send the user.
@MainActor
protocol PlayerDetailRouting: AnyObject {
  func showEdit(_ field: PlayerField, of player: Player) async
}

/// Shows every field of one player and sends the user to edit the one they pick.
@MainActor
final class PlayerDetailPresenter: PlayerDetailPresenting, PlayerDetailInput {
  private let view: any PlayerDetailDisplaying
  private let interactor: any PlayerDetailInteracting
  private let router: any PlayerDetailRouting
  private var profile: PlayerProfile

  init(
    player: Player, view: any PlayerDetailDisplaying, interactor: any PlayerDetailInteracting,
    router: any PlayerDetailRouting
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
    await router.showEdit(field, of: profile.player)
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
