import Domain

/// `merge N M`: one transaction moves the duplicate's gathers and goals to the player kept,
/// then deletes the duplicate (a match's line-up spread first, so its players count).
extension LocalPlayerService {
  @discardableResult
  func mergePlayer(id duplicate: Player.ID, into kept: Player.ID)
    async throws(FootballGatherError) -> Int
  {
    try database.write(withLineUpsOf: owner) { db throws(FootballGatherError) in
      guard duplicate != kept else {
        throw .invalidInput("a player cannot be merged into themselves")
      }
      for id in [duplicate, kept]
      where try PlayerTable.findOnRoster(id: id, owner: owner, in: db) == nil {
        throw .notFound("player \(id)")
      }
      let shared =
        try db.queryFirst(
          """
          SELECT count(*) FROM player_gathers AS one JOIN player_gathers AS other
            ON one.gather_id = other.gather_id
          WHERE one.player_id = ? AND other.player_id = ?
          """, [duplicate, kept]
        ) { $0.int(0) } ?? 0
      guard shared == 0 else {
        throw .invalidInput(
          "both played in the same gather (\(shared == 1 ? "1 gather" : "\(shared) gathers")), "
            + "so they are two people; nothing was merged")
      }
      let unfinished =
        try db.queryFirst(
          """
          SELECT count(*) FROM match_snapshots JOIN player_gathers
            ON player_gathers.gather_id = match_snapshots.gather_id
          WHERE match_snapshots.user_id = ? AND player_gathers.player_id = ?
          """, [owner, duplicate]
        ) { $0.int(0) } ?? 0
      guard unfinished == 0 else {
        throw .invalidInput(
          "the player is in the match left unfinished; end or discard it first")
      }
      let moved = try GatherPlayerTable.count(playerID: duplicate, in: db)
      try db.execute(
        "UPDATE player_gathers SET player_id = ? WHERE player_id = ?", [kept, duplicate])
      try db.execute("UPDATE goals SET scorer_id = ? WHERE scorer_id = ?", [kept, duplicate])
      _ = try PlayerTable.delete(id: duplicate, owner: owner, in: db)
      return moved
    }
  }
}
