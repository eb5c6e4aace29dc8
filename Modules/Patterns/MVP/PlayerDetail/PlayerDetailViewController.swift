import Domain
import LineUI

/// What a view controller calls to show another screen over its own and to leave: the
/// app's screen stack (UIKit's navigation controller).
@MainActor
public protocol ScreenNavigating: AnyObject {
  func push(_ screen: any Screen) async
  func pop() async
}

/// A player's details in MVP: holds the view and its presenter, and is the view's
/// delegate for navigation: it makes the edit screen and pushes it (the original's
/// segue), and hears back from it when the player is saved.
@MainActor
public final class PlayerDetailViewController: Screen {
  private let console: Console
  private let detailView: PlayerDetailView
  private let presenter: PlayerDetailPresenter
  private let playerService: any PlayerService
  private let navigation: any ScreenNavigating

  public init(
    console: Console, player: Player, gatherService: any GatherService,
    playerService: any PlayerService, navigation: any ScreenNavigating
  ) {
    self.console = console
    let view = PlayerDetailView(console: console)
    detailView = view
    presenter = PlayerDetailPresenter(view: view, player: player, gatherService: gatherService)
    self.playerService = playerService
    self.navigation = navigation
    view.delegate = self
  }

  public var prompt: String { detailView.prompt }
  public var commands: [CommandHelp] { detailView.commands }
  public func appear() async { await presenter.viewDidAppear() }
  public func handle(_ command: CommandInput) async {
    await detailView.handle(command, presenter: presenter)
  }
}

extension PlayerDetailViewController: PlayerDetailViewDelegate {
  func didRequestEditView(for edit: PlayerFieldEdit) async {
    let screen = PlayerEditViewController(
      console: console, edit: edit, playerService: playerService, navigation: navigation,
      delegate: self)
    await navigation.push(screen)
  }
}

extension PlayerDetailViewController: PlayerEditViewControllerDelegate {
  func didFinishEditing(player: Player) {
    presenter.updatePlayer(player)
  }
}
