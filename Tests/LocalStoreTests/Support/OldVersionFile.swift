import Domain
import Foundation
import Testing

@testable import LocalStore

/// A database file as an older version of the app left it, in a fresh fixture's folder:
/// that version's schema (its migrations, no later ones), its coach and the rows its code
/// wrote. `open()` opens it with this version's store, which migrates it in place.
struct OldVersionFile {
  let fixture: StoreFixture
  let version: Int32
  let path: String
  /// The coach the rows belong to: "coach", password "correct horse".
  let user = User(
    id: UUID(uuidString: "6F1C2A8E-0B0D-4C55-9E53-2D1D0B8F3A11") ?? UUID(), username: "coach")
  /// A gather the old version ended, and the one whose match was in progress.
  let ended = UUID(uuidString: "1B7F1E8D-1111-4C8B-9A1D-9B3F6D4C0E01") ?? UUID()
  let running = UUID(uuidString: "1B7F1E8D-2222-4C8B-9A1D-9B3F6D4C0E02") ?? UUID()

  /// Writes the file as far as version `version`'s schema and its coach.
  init(version: Int32) throws {
    fixture = try StoreFixture()
    self.version = version
    path = fixture.directory.path("version\(version).sqlite")
    _ = try Database(
      path: path, migrator: Migrator(migrations: Schema.migrations.filter { $0.version <= version })
    )
    #expect(try userVersion() == version)
    let hash = try BcryptPasswordHasher(cost: 4).hash("correct horse")
    try write([
      (
        "INSERT INTO users (id, username, password_hash) VALUES (?, ?, ?)",
        [user.id, user.username, hash]
      )
    ])
  }

  /// Writes the file as far as version `version`'s schema and its coach, then the rows
  /// `rows` gives for it.
  init(version: Int32, rows: (OldVersionFile) throws -> [(String, [any SQLiteBindable])])
    throws
  {
    try self.init(version: version)
    try write(rows(self))
  }

  /// The club the version-6 and version-7 files hold: Ana, Bo and the keeper Cy.
  static let ana = Player(id: 1, name: "Ana", skill: .professional)
  static let bo = Player(id: 2, name: "Bo")
  static let cy = Player(id: 3, name: "Cy", position: .goalkeeper)

  /// The match in progress in the club's file, line-up included: Cy for Team B, Ana for
  /// Team A, Cy's goal at 2', seven minutes left, paused.
  var runningMatch: MatchSnapshot {
    MatchSnapshot(
      gatherID: running,
      players: [
        GatherPlayer(player: Self.cy, team: .teamB, number: 1),
        GatherPlayer(player: Self.ana, team: .teamA, number: 2),
      ], goals: [Goal(team: .teamB, scorerID: 3, minute: 2)],
      timer: MatchTimerState(
        plan: MatchPlan(periods: 1, periodSeconds: 600, breakSeconds: 0), stage: 0,
        remainingMilliseconds: 420_000, wasRunning: false))
  }

  /// The club's rows as versions 6 and 7 wrote them: the three players, the ended gather
  /// (a picked order that is not the players' ids, a bench, Ana's goal) and the gather in
  /// progress. Its line-up and snapshot are each version's own.
  var clubRows: [(String, [any SQLiteBindable])] {
    [
      (
        """
        INSERT INTO players (id, user_id, name, skill, position) VALUES
          (1, ?, 'Ana', 'professional', NULL), (2, ?, 'Bo', NULL, NULL),
          (3, ?, 'Cy', NULL, 'goalkeeper')
        """, [user.id, user.id, user.id]
      ),
      (
        """
        INSERT INTO gathers (id, user_id, score, winner_team, created_at, ended_at) VALUES
          (?, ?, '0-1', 'Team B', 1700000000, 1700003600),
          (?, ?, NULL, NULL, 1700200000, NULL)
        """, [ended, user.id, running, user.id]
      ),
      (
        """
        INSERT INTO player_gathers (gather_id, player_id, team, player_name, number) VALUES
          (?, 3, 'Team A', 'Cyrus', 1), (?, 1, 'Team B', 'Ana', 2), (?, 2, 'Bench', 'Bo', 3)
        """, [ended, ended, ended]
      ),
      (
        "INSERT INTO goals (gather_id, position, team, scorer_id, minute) VALUES (?, 0, 'Team B', 1, 7)",
        [ended]
      ),
    ]
  }

  /// Adds the rows the old version wrote: each an SQL statement and its values, in order.
  func write(_ rows: [(String, [any SQLiteBindable])]) throws {
    let db = try SQLiteConnection(path: path)
    for (sql, values) in rows { try db.execute(sql, values) }
  }

  /// This version's store on the file; opening it runs the migrations the file lacks.
  func open() throws -> LocalStore {
    try StoreFixture.openStore(at: path)
  }

  /// The schema version the file says it has.
  func userVersion() throws -> Int32 {
    try SQLiteConnection(path: path).userVersion()
  }
}
