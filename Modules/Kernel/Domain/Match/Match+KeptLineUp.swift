/// What the gather keeps of a match's line-up when it ends, and so what the records count:
/// the records rule for line-ups that change (docs in README, "Line-ups that change").
extension Match {
  /// The line-up as the gather keeps it when the match ends: every player of the match on
  /// the team their game counts for, which is the last team they played for (a player
  /// moved from Team A to Team B counts once, for Team B; a player who went off counts for
  /// the team they left), or the Bench for a player who never played (records and ratings
  /// count no game for them).
  public var keptLineUp: [GatherPlayer] {
    var lastTeam: [Player.ID: Team] = [:]
    for change in changes {
      if let from = change.from, from != .bench { lastTeam[change.playerID] = from }
      if let off = change.replacedID { lastTeam[off] = change.to }
    }
    return lineUp.map { place in
      var kept = place
      if place.team == .bench { kept.team = lastTeam[place.player.id] ?? .bench }
      return kept
    }
  }

  /// What the gather keeps of the line-up when the match ends (the backend writes only
  /// what differs from what it holds).
  public var playedLineUp: PlayedLineUp { PlayedLineUp(players: keptLineUp, changes: changes) }
}
