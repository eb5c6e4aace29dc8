import Domain
import PlayerListFeature

extension AppRouter: PlayerListListener {
  func playerListDidRequestAddPlayer(named name: String?) async {
    await withSession { session in
      await stack.push(modules.makePlayerAdd(named: name, for: session, listener: self))
    }
  }

  func playerListDidSelect(_ player: Player) async {
    await withSession { session in
      let detail = modules.makePlayerDetail(showing: player, for: session, listener: self)
      playerDetail = detail.input
      await stack.push(detail.screen)
    }
  }

  func playerListDidConfirmSelection(_ players: [Player]) async {
    await withSession { session in
      await stack.push(modules.makeConfirmPlayers(players, for: session, listener: self))
    }
  }

  func playerListDidRequestHistory() async {
    await withSession { session in
      await stack.push(modules.makeHistory(for: session, listener: self))
    }
  }

  /// `resume` on the player list: the same offer as after login.
  func playerListDidRequestResume() async {
    await withSession { session in
      await offerUnfinishedMatch(for: session)
    }
  }

  func playerListDidRequestLogOut() async {
    if let session {
      try? await backend.authService.logOut(session)
    }
    session = nil
    playerList = nil
    console.line("Logged out.")
    await stack.popToRoot()
  }
}
