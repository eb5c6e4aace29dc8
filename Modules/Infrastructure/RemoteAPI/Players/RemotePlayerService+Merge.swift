import Domain

/// The web service cannot move a gather's players or goals from one player to another,
/// so `merge` is refused in remote mode, with what to do instead.
extension RemotePlayerService {
  @discardableResult
  func mergePlayer(id duplicate: Player.ID, into kept: Player.ID)
    async throws(FootballGatherError) -> Int
  {
    throw .invalidInput(
      "the web service cannot move a player's gathers to another player, so it cannot merge "
        + "them; delete the duplicate if they never played")
  }
}
