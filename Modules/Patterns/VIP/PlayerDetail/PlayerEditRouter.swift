/// The edit scene's routing in VIP: leaves the scene once the player is saved.
@MainActor
final class PlayerEditRouter: PlayerEditRoutingLogic {
  private let navigation: any ScreenNavigating

  init(navigation: any ScreenNavigating) {
    self.navigation = navigation
  }

  func dismiss() async {
    await navigation.pop()
  }
}
