import Domain
import PlayerAddFeature

extension AppRouter: PlayerAddListener {
  /// Back to the list, which loads the roster again and so shows the new player.
  func playerAddDidAdd(_ player: Player) async {
    await stack.pop()
  }
}
