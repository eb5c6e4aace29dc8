import Domain
import PlayerEditFeature

extension AppRouter: PlayerEditListener {
  /// The detail below learns the new value, then appears again showing it; the list
  /// loads the roster when it appears, so it shows the change too.
  func playerEditDidSave(_ player: Player) async {
    playerDetail?.playerDidChange(player)
    await stack.pop()
  }
}
