import Domain
import LineUI

/// What a router calls to show a scene over the current one and to leave it: the app's
/// screen stack (UIKit's navigation controller).
@MainActor
public protocol ScreenNavigating: AnyObject {
  func push(_ screen: any Screen) async
  func pop() async
}

/// The detail scene's routing in VIP: assembles the edit scene for the field the user
/// picked (handing it the detail interactor to report back to) and pushes it.
@MainActor
final class PlayerDetailRouter: PlayerDetailRouterProtocol {
  private let navigation: any ScreenNavigating
  private let editModule: PlayerEditModule

  init(navigation: any ScreenNavigating, editModule: PlayerEditModule) {
    self.navigation = navigation
    self.editModule = editModule
  }

  func showEditView(with edit: PlayerFieldEdit, delegate: any PlayerEditDelegate) async {
    await navigation.push(editModule.assemble(edit: edit, delegate: delegate))
  }
}
