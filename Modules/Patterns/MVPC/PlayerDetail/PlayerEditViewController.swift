import Domain
import LineUI

/// Edits one field in MVP-C: holds the view and its presenter and, once the player is
/// saved, tells its coordinator, which leaves the screen.
@MainActor
final class PlayerEditViewController: Screen {
  private let editView: PlayerEditView
  private let presenter: PlayerEditPresenter
  /// Strong, as the detail screen's: the coordinator lives as long as its screen.
  private let coordinator: PlayerEditCoordinator

  init(
    console: Console, edit: PlayerFieldEdit, playerService: any PlayerService,
    coordinator: PlayerEditCoordinator
  ) {
    let view = PlayerEditView(console: console)
    editView = view
    presenter = PlayerEditPresenter(view: view, edit: edit, service: playerService)
    self.coordinator = coordinator
    view.delegate = self
  }

  var prompt: String { editView.prompt }
  var commands: [CommandHelp] { editView.commands(presenter: presenter) }
  func appear() async { presenter.viewDidAppear() }
  func handle(_ command: CommandInput) async {
    await editView.handle(command, presenter: presenter)
  }

  let isForm = true
  func goBack() async -> BackDecision { await presenter.shouldLeave() ? .pop : .stay }
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    atEndOfInput ? true : await presenter.shouldLeave()
  }
}

extension PlayerEditViewController: PlayerEditViewDelegate {
  func didFinishEditingPlayer(_ player: Player) async {
    await coordinator.didFinishEditingPlayer(player)
  }
}
