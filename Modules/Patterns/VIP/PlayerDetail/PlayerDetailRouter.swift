import Domain
import LineUI

/// What a router calls to show a scene over the current one and to leave it: the app's
/// screen stack (UIKit's navigation controller).
@MainActor
public protocol ScreenNavigating: AnyObject {
  func push(_ screen: any Screen) async
  func pop() async
}

/// The detail scene's routing in VIP: has the edit scene assembled for the field the user
/// picked (handing it the detail interactor to report back to) and pushes it. The
/// assembly comes as a function from the detail scene's configurator, so the router
/// never names a configurator and the roles point one way.
@MainActor
final class PlayerDetailRouter: PlayerDetailRoutingLogic {
  private let navigation: any ScreenNavigating
  private let makeEditScene: @MainActor (PlayerFieldEdit, any PlayerEditDelegate) -> any Screen

  init(
    navigation: any ScreenNavigating,
    makeEditScene: @escaping @MainActor (PlayerFieldEdit, any PlayerEditDelegate) -> any Screen
  ) {
    self.navigation = navigation
    self.makeEditScene = makeEditScene
  }

  func showEditView(with edit: PlayerFieldEdit, delegate: any PlayerEditDelegate) async {
    await navigation.push(makeEditScene(edit, delegate))
  }
}
