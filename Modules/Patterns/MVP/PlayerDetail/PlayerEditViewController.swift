import Domain
import LineUI

/// What the edit screen tells the screen below it once the player is saved.
@MainActor
protocol PlayerEditViewControllerDelegate: AnyObject {
  func didFinishEditing(player: Player)
}

/// Edits one field in MVP: holds the view and its presenter; as the view's delegate it
/// tells the detail screen about the saved player and pops itself.
@MainActor
final class PlayerEditViewController: Screen {
  private let editView: PlayerEditView
  private let presenter: PlayerEditPresenter
  private let navigation: any ScreenNavigating
  private weak var delegate: (any PlayerEditViewControllerDelegate)?

  init(
    console: Console, edit: PlayerFieldEdit, playerService: any PlayerService,
    navigation: any ScreenNavigating, delegate: any PlayerEditViewControllerDelegate
  ) {
    let view = PlayerEditView(console: console)
    editView = view
    presenter = PlayerEditPresenter(view: view, edit: edit, service: playerService)
    self.navigation = navigation
    self.delegate = delegate
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
    delegate?.didFinishEditing(player: player)
    await navigation.pop()
  }
}
