import Domain
import LineUI

/// What the edit coordinator tells the coordinator that started it.
@MainActor
protocol PlayerEditCoordinatorDelegate: AnyObject {
  func didFinishEditing(player: Player)
}

/// The edit journey in MVP-C: makes the edit screen and, once the player is saved, tells
/// its parent coordinator and leaves the screen.
@MainActor
final class PlayerEditCoordinator {
  private let console: Console
  private let edit: PlayerFieldEdit
  private let playerService: any PlayerService
  private let navigation: any ScreenNavigating
  private weak var delegate: (any PlayerEditCoordinatorDelegate)?

  init(
    console: Console, edit: PlayerFieldEdit, playerService: any PlayerService,
    navigation: any ScreenNavigating, delegate: any PlayerEditCoordinatorDelegate
  ) {
    self.console = console
    self.edit = edit
    self.playerService = playerService
    self.navigation = navigation
    self.delegate = delegate
  }

  func start() -> any Screen {
    PlayerEditViewController(
      console: console, edit: edit, playerService: playerService, coordinator: self)
  }

  func didFinishEditingPlayer(_ player: Player) async {
    delegate?.didFinishEditing(player: player)
    await navigation.pop()
  }
}
