import Domain
import PlayerDetailFeature

extension AppRouter: PlayerDetailListener {
  func playerDetailDidRequestEdit(_ field: PlayerField, of player: Player) async {
    await withSession { session in
      await stack.push(modules.makePlayerEdit(field, of: player, for: session, listener: self))
    }
  }
}
