/// The SQL of the raw baselines: what the app's screens need, written directly.
enum Query {
  static let columns = "id, name, age, skill, position, favourite_team"

  static let page =
    "SELECT \(columns) FROM players WHERE user_id = ? ORDER BY id LIMIT ? OFFSET ?"

  /// The kept ratings (schema 9) of the first `?3` players by id: what `confirm` reads.
  static let keptRatings = """
    SELECT player_id, after_mean, after_deviation, max(seq) FROM rating_entries
    WHERE +user_id = ?1 AND player_id IN
      (SELECT id FROM players WHERE user_id = ?2 ORDER BY id LIMIT ?3)
    GROUP BY player_id
    """

  static let find =
    "SELECT \(columns) FROM players WHERE user_id = ? AND name LIKE ? ORDER BY id"

  /// Every player's played, won, drawn, lost and goals, in one aggregating query.
  static let records = """
    WITH lineup AS (
      SELECT pg.player_id AS pid, pg.gather_id AS gid, pg.team, g.winner_team
      FROM player_gathers pg JOIN gathers g ON g.id = pg.gather_id
      WHERE g.user_id = ? AND g.score IS NOT NULL),
    rec AS (
      SELECT pid, count(*) AS played,
        sum(team IS NOT NULL AND winner_team = team) AS won,
        sum(team IS NOT NULL AND winner_team = 'None') AS drawn,
        sum(team IS NOT NULL AND winner_team <> 'None' AND winner_team <> team) AS lost
      FROM lineup GROUP BY pid),
    scored AS (
      SELECT goals.scorer_id AS pid, count(*) AS goals
      FROM goals JOIN lineup ON lineup.gid = goals.gather_id AND lineup.pid = goals.scorer_id
      GROUP BY goals.scorer_id)
    SELECT p.id, p.name, coalesce(rec.played, 0), coalesce(rec.won, 0),
      coalesce(rec.drawn, 0), coalesce(rec.lost, 0), coalesce(scored.goals, 0)
    FROM players p LEFT JOIN rec ON rec.pid = p.id LEFT JOIN scored ON scored.pid = p.id
    WHERE p.user_id = ? ORDER BY p.id
    """

  /// One player's record (the 7th player by id), as the detail screen shows it.
  static let recordOfOne = """
    SELECT count(*),
      sum(pg.team IS NOT NULL AND g.winner_team = pg.team),
      sum(pg.team IS NOT NULL AND g.winner_team = 'None'),
      (SELECT count(*) FROM goals JOIN gathers g2 ON g2.id = goals.gather_id
        WHERE g2.user_id = ?1 AND goals.scorer_id = pg.player_id)
    FROM player_gathers pg JOIN gathers g ON g.id = pg.gather_id
    WHERE g.user_id = ?2 AND g.score IS NOT NULL AND pg.player_id =
      (SELECT id FROM players WHERE user_id = ?2 ORDER BY id LIMIT 1 OFFSET ?3 - 1)
    """

  /// How many ended gathers the history holds (the title of a History page).
  static let historyCount =
    "SELECT count(*) FROM gathers WHERE user_id = ? AND score IS NOT NULL"

  /// A page of the history: ended gathers, newest first, `LIMIT ? OFFSET ?`.
  static let historyPage = """
    SELECT id, created_at, ended_at, score, team_a_name, team_b_name FROM gathers
    WHERE user_id = ? AND score IS NOT NULL ORDER BY created_at DESC, rowid DESC
    LIMIT ? OFFSET ?
    """

  /// The line-ups of that page's gathers, each player with every column the app reads.
  static let historyPageLineUps = """
    SELECT pg.gather_id, p.id, p.name, p.age, p.skill, p.position, p.favourite_team,
      pg.team, pg.player_name, pg.number
    FROM player_gathers pg JOIN players p ON p.id = pg.player_id
    WHERE pg.gather_id IN (\(pageIDs)) ORDER BY pg.rowid
    """

  /// The goals of that page's gathers.
  static let historyPageGoals = """
    SELECT gather_id, team, scorer_id, minute FROM goals
    WHERE gather_id IN (\(pageIDs)) ORDER BY gather_id, position
    """

  private static let pageIDs = """
    SELECT id FROM gathers WHERE user_id = ? AND score IS NOT NULL
    ORDER BY created_at DESC, rowid DESC LIMIT ? OFFSET ?
    """

  /// History's "Top scorers": each scorer's goals where they played for the goal's team
  /// (or their team is unknown), counted, then named by the roster (as the app's query).
  static let scorers = """
    SELECT s.pid, s.goals, p.name FROM (
      SELECT goals.scorer_id AS pid, count(*) AS goals
      FROM gathers g JOIN goals ON goals.gather_id = g.id
      JOIN player_gathers pg ON pg.gather_id = g.id AND pg.player_id = goals.scorer_id
      WHERE g.user_id = ? AND g.score IS NOT NULL AND pg.team IS NOT 'Bench'
        AND (pg.team IS NULL OR pg.team = goals.team)
      GROUP BY goals.scorer_id) s
    JOIN players p ON p.id = s.pid ORDER BY s.pid
    """

  /// The roster's names.
  static let names = "SELECT name FROM players WHERE user_id = ? AND archived_at IS NULL"

  /// The roster's names that repeat one of a JSON list of lower-cased names.
  static let repeatedNames = """
    SELECT name FROM players WHERE user_id = ? AND archived_at IS NULL
      AND lower(name) IN (SELECT value FROM json_each(?))
    """
}
