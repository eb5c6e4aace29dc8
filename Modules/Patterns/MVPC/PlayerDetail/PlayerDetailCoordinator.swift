import Domain
import LineUI

/// What a coordinator calls to show a screen over the current one and to leave it: the
/// app's screen stack (UIKit's navigation controller).
@MainActor
public protocol ScreenNavigating: AnyObject {
  func push(_ screen: any Screen) async
  func pop() async
}

/// The player-detail journey in MVP-C: makes the detail screen, and when the user picks
/// a field starts a child coordinator for the edit screen and shows its screen; when the
/// child reports the player saved, it updates the detail screen. Only coordinators
/// navigate.
@MainActor
public final class PlayerDetailCoordinator {
  private let console: Console
  private let player: Player
  private let gatherService: any GatherService
  private let playerService: any PlayerService
  private let navigation: any ScreenNavigating
  private weak var detailViewController: PlayerDetailViewController?

  public init(
    console: Console, player: Player, gatherService: any GatherService,
    playerService: any PlayerService, navigation: any ScreenNavigating
  ) {
    self.console = console
    self.player = player
    self.gatherService = gatherService
    self.playerService = playerService
    self.navigation = navigation
  }

  /// Makes the detail screen, for the coordinator (or flow) that started this one to show.
  public func start() -> any Screen {
    let screen = PlayerDetailViewController(
      console: console, player: player, gatherService: gatherService, coordinator: self)
    detailViewController = screen
    return screen
  }

  func navigateToEditScreen(_ edit: PlayerFieldEdit) async {
    let child = PlayerEditCoordinator(
      console: console, edit: edit, playerService: playerService, navigation: navigation,
      delegate: self)
    await navigation.push(child.start())
  }
}

extension PlayerDetailCoordinator: PlayerEditCoordinatorDelegate {
  func didFinishEditing(player: Player) {
    detailViewController?.updateData(player: player)
  }
}
