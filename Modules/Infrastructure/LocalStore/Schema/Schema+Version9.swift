extension Schema {
  /// Ratings kept, not replayed (issue 36): `confirm` read every rated gather and replayed
  /// them all (621 ms at 10,000 gathers); now it reads the picked players' rows.
  ///
  /// - `rating_entries`: each player's rating going into and coming out of each ended
  ///   gather that counts (`RatingEntry`), with the gather's date as the replay orders it
  ///   (`coalesce(ended_at, created_at)`) and its place in the replay (`seq`). A player's
  ///   rating is their entry with the highest `seq`.
  /// - `rating_marks`: per user, the date from which the entries no longer match the
  ///   history (no row: they match). Triggers set it, so no change can be missed: a gather
  ///   that gets, loses or changes its score, dates or line-up changes, or is deleted; a
  ///   line-up row of an ended gather added, removed or moved; a player's declared skill
  ///   changed (their prior) from their first ended gather. `RatingStore.catchUp` replays
  ///   from that date on (the entries before it give where everyone stood) in the
  ///   transaction of the change that ends or corrects a gather, or at the next read.
  /// - `gathers_by_replay_date`: the rated gathers by the date they are replayed at, so a
  ///   replay from a recent date reads only the gathers after it.
  /// - Every user with ended gathers starts marked from the beginning: their entries are
  ///   worked out once, at the first read.
  /// - Three partial indexes of the roster (archived players left out), for what read the
  ///   whole roster at 100,000 players: its length under every page (`players_on_roster`,
  ///   counted from the index alone), and the namesakes of a typed name: those whose name,
  ///   trimmed and lower-cased, is the typed one's (`players_by_folded_name`) and those with
  ///   a character beyond ASCII, which only Swift folds (`players_with_wide_names`).
  static let version9 = Migration(
    version: 9,
    statements: [
      """
      CREATE TABLE rating_entries (
        gather_id TEXT NOT NULL REFERENCES gathers (id) ON DELETE CASCADE,
        player_id INTEGER NOT NULL,
        user_id TEXT NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        played_at REAL NOT NULL,
        seq INTEGER NOT NULL,
        team TEXT NOT NULL CHECK (team = 'Team A' OR team = 'Team B'),
        before_mean REAL NOT NULL,
        before_deviation REAL NOT NULL,
        after_mean REAL NOT NULL,
        after_deviation REAL NOT NULL,
        PRIMARY KEY (gather_id, player_id)
      ) STRICT, WITHOUT ROWID
      """,
      "CREATE INDEX rating_entries_by_player ON rating_entries (player_id, seq)",
      "CREATE INDEX players_on_roster ON players (user_id, id) WHERE archived_at IS NULL",
      """
      CREATE INDEX players_by_folded_name ON players (user_id, lower(trim(name, ' ' || char(9))))
      WHERE archived_at IS NULL
      """,
      """
      CREATE INDEX players_with_wide_names ON players (user_id, id)
      WHERE archived_at IS NULL AND length(name) <> length(CAST(name AS BLOB))
      """,
      "CREATE INDEX rating_entries_by_user ON rating_entries (user_id, played_at)",
      """
      CREATE INDEX gathers_by_replay_date ON gathers (user_id, coalesce(ended_at, created_at))
      WHERE score IS NOT NULL
      """,
      """
      CREATE TABLE rating_marks (
        user_id TEXT PRIMARY KEY NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        replay_from REAL NOT NULL
      ) STRICT
      """,
      """
      INSERT INTO rating_marks (user_id, replay_from)
      SELECT DISTINCT user_id, -1e300 FROM gathers WHERE score IS NOT NULL
      """,
    ] + ratingTriggers)

  /// Marks `user` (an SQL expression) for a replay from `date` (one), keeping an earlier
  /// mark: the statements of every trigger below.
  private static func mark(user: String, from date: String) -> String {
    """
    INSERT OR IGNORE INTO rating_marks (user_id, replay_from) VALUES (\(user), \(date));
      UPDATE rating_marks SET replay_from = min(replay_from, \(date)) WHERE user_id = \(user);
    """
  }

  /// The date a line-up row's gather is replayed at, or NULL when it has not ended.
  private static func endedDate(of gather: String) -> String {
    "(SELECT coalesce(ended_at, created_at) FROM gathers WHERE id = \(gather) AND score IS NOT NULL)"
  }

  private static func owner(of gather: String) -> String {
    "(SELECT user_id FROM gathers WHERE id = \(gather))"
  }

  static let ratingTriggers = [
    """
    CREATE TRIGGER ratings_gather_changed
    AFTER UPDATE OF score, created_at, ended_at, line_up_changes ON gathers
    WHEN OLD.score IS NOT NULL OR NEW.score IS NOT NULL
    BEGIN
      \(mark(user: "NEW.user_id", from: """
        CASE WHEN OLD.score IS NULL THEN coalesce(NEW.ended_at, NEW.created_at)
        ELSE min(coalesce(OLD.ended_at, OLD.created_at), coalesce(NEW.ended_at, NEW.created_at))
        END
        """))
    END
    """,
    """
    CREATE TRIGGER ratings_gather_deleted AFTER DELETE ON gathers
    WHEN OLD.score IS NOT NULL
    BEGIN
      \(mark(user: "OLD.user_id", from: "coalesce(OLD.ended_at, OLD.created_at)"))
    END
    """,
    """
    CREATE TRIGGER ratings_line_up_added AFTER INSERT ON player_gathers
    WHEN \(endedDate(of: "NEW.gather_id")) IS NOT NULL
    BEGIN
      \(mark(user: owner(of: "NEW.gather_id"), from: endedDate(of: "NEW.gather_id")))
    END
    """,
    """
    CREATE TRIGGER ratings_line_up_removed AFTER DELETE ON player_gathers
    WHEN \(endedDate(of: "OLD.gather_id")) IS NOT NULL
    BEGIN
      \(mark(user: owner(of: "OLD.gather_id"), from: endedDate(of: "OLD.gather_id")))
    END
    """,
    """
    CREATE TRIGGER ratings_line_up_moved AFTER UPDATE OF gather_id, player_id, team
    ON player_gathers
    WHEN \(endedDate(of: "NEW.gather_id")) IS NOT NULL
      AND (OLD.team IS NOT NEW.team OR OLD.player_id <> NEW.player_id
        OR OLD.gather_id <> NEW.gather_id)
    BEGIN
      \(mark(user: owner(of: "NEW.gather_id"), from: endedDate(of: "NEW.gather_id")))
    END
    """,
    """
    CREATE TRIGGER ratings_skill_changed AFTER UPDATE OF skill ON players
    WHEN OLD.skill IS NOT NEW.skill AND EXISTS (SELECT 1 FROM player_gathers WHERE player_id = NEW.id)
    BEGIN
      \(mark(user: "NEW.user_id", from: """
        (SELECT coalesce(min(coalesce(gathers.ended_at, gathers.created_at)), 1e300)
        FROM player_gathers JOIN gathers ON gathers.id = player_gathers.gather_id
        WHERE player_gathers.player_id = NEW.id AND gathers.score IS NOT NULL)
        """))
    END
    """,
  ]
}
