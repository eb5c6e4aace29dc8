import Domain
import Foundation

/// History's "Top scorers" line as one query over the goals of the ended gathers, never
/// loading a line-up: each goal is joined to its scorer's line-up row by the primary key.
extension GatherTable {
  /// Every scorer's goals as records count them: a goal counts when its scorer played for
  /// the team it counted for (or their team is unknown); when their kept team is another,
  /// it counts only if the gather's line-up changes had them on that team at some time,
  /// which is checked here for those few goals. A player kept on the Bench counts none.
  /// Named by the roster, or by their name in their latest ended gather once archived.
  static func scorerGoals(owner: UUID, in db: SQLiteConnection) throws(FootballGatherError)
    -> [ScorerGoals]
  {
    var tallies: [Player.ID: ScorerGoals] = [:]
    var order: [Player.ID] = []
    try db.prepare(scorersQuery).each([owner]) { row throws(FootballGatherError) in
      let id = row.int(0)
      var goals = row.int(5)
      if row.int(1) == 0 {
        // The scorer's kept team is not the goal's: their own goal only if they played
        // for the goal's team during the match.
        guard let team = try row.optionalEnum(2, as: Team.self),
          let kept = try row.optionalEnum(3, as: Team.self)
        else { return }
        let changes = try lineUpChanges(row.optionalText(4))
        let place = GatherPlayer(player: Player(id: id, name: "-"), team: kept)
        guard changes.teams(playedBy: id, in: [place]).contains(team) else { return }
        goals = 1
      }
      if tallies[id] == nil {
        order.append(id)
        tallies[id] = ScorerGoals(playerID: id, name: row.text(6), goals: 0)
      }
      tallies[id]?.goals += goals
    }
    return order.compactMap { tallies[$0] }
  }

  /// Rows of (scorer, counted, goal's team, kept team, changes, goals, name): goals that
  /// count grouped per scorer; goals that may count through line-up changes one a row.
  private static let scorersQuery = """
    WITH scored AS (
      SELECT goals.scorer_id AS pid, goals.team AS goal_team, pg.team AS team,
        (pg.team IS NULL OR pg.team = goals.team) AS counted,
        g.line_up_changes AS changes
      FROM gathers g
      JOIN goals ON goals.gather_id = g.id
      JOIN player_gathers pg ON pg.gather_id = g.id AND pg.player_id = goals.scorer_id
      WHERE g.user_id = ?1 AND g.score IS NOT NULL AND pg.team IS NOT 'Bench'),
    tally AS (
      SELECT pid, 1 AS counted, NULL AS goal_team, NULL AS team, NULL AS changes,
        count(*) AS goals
      FROM scored WHERE counted GROUP BY pid
      UNION ALL
      SELECT pid, 0, goal_team, team, changes, 1
      FROM scored WHERE NOT counted AND changes IS NOT NULL)
    SELECT t.pid, t.counted, t.goal_team, t.team, t.changes, t.goals,
      CASE WHEN p.archived_at IS NULL THEN p.name ELSE coalesce((
        SELECT pg.player_name FROM player_gathers pg JOIN gathers g ON g.id = pg.gather_id
        WHERE pg.player_id = t.pid AND g.user_id = ?1 AND g.score IS NOT NULL
        ORDER BY g.created_at DESC, g.rowid DESC LIMIT 1), p.name) END
    FROM tally t JOIN players p ON p.id = t.pid
    ORDER BY p.archived_at IS NOT NULL, t.pid, t.counted DESC
    """
}
