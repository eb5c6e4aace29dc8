import Domain
import PlayerListFeature

extension AppRouter: PlayerListListener {
  func playerListDidRequestAddPlayer() async {
    await withSession { session in
      await stack.push(modules.makePlayerAdd(for: session, listener: self))
    }
  }

  func playerListDidSelect(_ player: Player) async {
    let detail = modules.makePlayerDetail(showing: player, listener: self)
    playerDetail = detail.input
    await stack.push(detail.screen)
  }

  /// The team screen (ConfirmPlayers) is built on another branch; until it is wired
  /// here, confirming says so and the selection stays as it is.
  func playerListDidConfirmSelection(_ players: [Player]) async {
    notBuiltYet("the team screen")
  }

  func playerListDidRequestLogOut() async {
    if let session {
      try? await backend.authService.logOut(session)
    }
    session = nil
    console.line("Logged out.")
    await stack.popToRoot()
  }
}
