/// A player's record over the ended gathers: played, won, drawn, lost and goals scored.
public struct PlayerRecord: Hashable, Sendable {
  public var playerID: Player.ID
  public var played = 0
  public var won = 0
  public var drawn = 0
  public var lost = 0
  public var goals = 0

  public init(
    playerID: Player.ID, played: Int = 0, won: Int = 0, drawn: Int = 0, lost: Int = 0,
    goals: Int = 0
  ) {
    self.playerID = playerID
    self.played = played
    self.won = won
    self.drawn = drawn
    self.lost = lost
    self.goals = goals
  }

  /// The record of `playerID` over `gathers`. Gathers still in progress do not count;
  /// a gather whose team for the player is unknown (another device started it) counts as
  /// played, and as drawn when it was a draw: only a win or a loss needs the team.
  public init(playerID: Player.ID, gathers: [Gather]) {
    self = Self.records(over: gathers)[playerID] ?? PlayerRecord(playerID: playerID)
  }

  /// Every player's record over `gathers`, computed in one pass over the line-ups and goals
  /// (the cost grows with the line-ups and goals read, never players times gathers).
  /// Players who took part in no ended gather have no entry.
  ///
  /// The records rule for line-ups that changed: each player's game counts once, for the
  /// team the gather keeps them on, which is the last team they played for (a substitute
  /// who came on for Team A counts for Team A; a player moved from Team A to Team B counts
  /// once, for Team B; a player who went off counts for the team they left). A player
  /// kept on the Bench never came on and counts no game. A goal counts for its scorer only
  /// when the scorer played for the team it counted for, at any time of the match (an own
  /// goal does not).
  public static func records(over gathers: [Gather]) -> [Player.ID: PlayerRecord] {
    var records: [Player.ID: PlayerRecord] = [:]
    for gather in gathers {
      guard let outcome = gather.outcome else { continue }
      var lineUp: [Player.ID: Team?] = [:]
      lineUp.reserveCapacity(gather.players.count)
      for place in gather.players where lineUp[place.player.id] == nil && place.team != .bench {
        lineUp[place.player.id] = place.team
        records[place.player.id, default: PlayerRecord(playerID: place.player.id)]
          .count(outcome, on: place.team)
      }
      for goal in gather.goals {
        // An own goal counts for the other team's score, never as the scorer's goal; a
        // scorer whose team is unknown is taken at their word.
        guard let scorer = goal.scorerID, let side = lineUp[scorer],
          side == nil || side == goal.team
            || (!gather.lineUpChanges.isEmpty
              && gather.lineUpChanges.teams(playedBy: scorer, in: gather.players).contains(
                goal.team))
        else { continue }
        records[scorer, default: PlayerRecord(playerID: scorer)].goals += 1
      }
    }
    return records
  }

  private mutating func count(_ outcome: Outcome, on team: Team?) {
    played += 1
    switch (outcome, team) {
    case (.draw, _): drawn += 1
    case (.win(let winner), .some(let team)) where winner == team: won += 1
    case (.win, .some): lost += 1
    case (.win, .none): break
    }
  }
}
