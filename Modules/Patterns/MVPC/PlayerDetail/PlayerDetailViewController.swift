import Domain
import LineUI

/// A player's details in MVP-C: holds the view and its presenter and, as the view's
/// delegate, hands the wish to edit a field to its coordinator; it never navigates.
@MainActor
final class PlayerDetailViewController: Screen {
  private let detailView: PlayerDetailView
  private let presenter: PlayerDetailPresenter
  /// Strong: no parent coordinator keeps a list of children here, so the coordinator
  /// lives as long as its first screen (it holds the screen weakly).
  private let coordinator: PlayerDetailCoordinator

  init(
    console: Console, player: Player, gatherService: any GatherService,
    coordinator: PlayerDetailCoordinator
  ) {
    let view = PlayerDetailView(console: console)
    detailView = view
    presenter = PlayerDetailPresenter(view: view, player: player, gatherService: gatherService)
    self.coordinator = coordinator
    view.delegate = self
  }

  var prompt: String { detailView.prompt }
  var commands: [CommandHelp] { detailView.commands }
  func appear() async { await presenter.viewDidAppear() }
  func handle(_ command: CommandInput) async {
    await detailView.handle(command, presenter: presenter)
  }

  /// The coordinator's word that the player was saved on the edit screen.
  func updateData(player: Player) {
    presenter.updatePlayer(player)
  }
}

extension PlayerDetailViewController: PlayerDetailViewDelegate {
  func didRequestEditView(for edit: PlayerFieldEdit) async {
    await coordinator.navigateToEditScreen(edit)
  }
}
