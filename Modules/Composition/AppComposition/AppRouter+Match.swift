import ConfirmPlayersFeature
import Domain
import GatherFeature
import HistoryFeature

/// The match: the teams screen starts the gather, the gather screen ends or leaves it,
/// and a match left unfinished by a crash is offered back after login.
extension AppRouter: ConfirmPlayersListener {
  func confirmPlayersDidStart(_ gather: Gather) async {
    await withSession { session in
      await stack.push(modules.makeGather(gather, for: session, listener: self))
    }
  }
}

extension AppRouter: GatherListener {
  func gatherDidEnd(_ gather: Gather) async {
    await returnToPlayerList()
  }

  func gatherDidLeave() async {
    await returnToPlayerList()
  }

  /// Shows the Gather screen over the player list when the last run left a match
  /// unfinished; that screen asks whether to resume or discard it.
  func offerUnfinishedMatch(for session: AuthSession) async {
    let snapshot: MatchSnapshot?
    do {
      snapshot = try await backend.matchSnapshotService(for: session).loadSnapshot()
    } catch {
      let message = FootballGatherError.wrapping(error).message
      return console.error("could not look for an unfinished match: \(message)")
    }
    guard let snapshot else { return }
    await stack.push(modules.makeGather(resuming: snapshot, for: session, listener: self))
  }

  /// Back to the player list, in list mode (the selection was played).
  private func returnToPlayerList() async {
    guard let playerList else { return }
    playerList.input.showList()
    await stack.pop(to: playerList.screen)
  }
}

extension AppRouter: HistoryListener {
  func historyDidClose() async {
    await stack.pop()
  }
}
