import Foundation

/// One part of the scripted session: lines the app is given, timed as one use case (with
/// the raw SQL it is compared with) or untimed (moving between screens).
struct Step {
  var name: String?
  var lines: [String]
  var raw: ((RawSQLite) throws(BenchError) -> Void)?

  static func untimed(_ lines: String...) -> Step { Step(name: nil, lines: lines, raw: nil) }
}

/// The session `fgbench` types into the app for one database, and the raw SQL per use case.
struct Script {
  let fixture: Fixture
  let owner: String
  let run: Int

  var steps: [Step] {
    let players = fixture.scale.players
    let exportCSV = "\(directoryOfFixture)/fgbench-export.csv"
    let exportJSON = "\(directoryOfFixture)/fgbench-export.json"
    var steps: [Step] =
      [
        Step(name: "log in + first page", lines: ["login \(Fixture.username)", Fixture.password]) {
          db throws(BenchError) in
          try db.rows("SELECT id, password_hash FROM users WHERE username = ?", [Fixture.username])
          try db.rows(Query.page, [owner, 50, 0])
        },
        Step(name: "list (first page)", lines: ["list"]) { db throws(BenchError) in
          try db.rows(Query.page, [owner, 50, 0])
        },
        Step(name: "list 201-400", lines: ["list 201-400"]) { db throws(BenchError) in
          try db.rows(Query.page, [owner, 200, 200])
        },
        Step(name: "list (all)", lines: ["list 1-\(players)"]) { db throws(BenchError) in
          try db.rows(Query.page, [owner, players, 0])
        },
        Step(name: "find by name", lines: ["find Ann 5"]) { db throws(BenchError) in
          try db.rows(Query.find, [owner, "%Ann 5%"])
        },
        Step(name: "show with record", lines: ["show 7"]) { db throws(BenchError) in
          try db.rows(Query.page, [owner, 1, 6])
          try db.rows(Query.recordOfOne, [owner, owner, 7])
        },
        .untimed("back"),
        Step(name: "export csv", lines: ["export csv \(exportCSV)"]) { db throws(BenchError) in
          try db.export(Query.page, [owner, players, 0], to: exportCSV + ".raw")
        },
        Step(name: "export json", lines: ["export json \(exportJSON)"]) { db throws(BenchError) in
          try db.export(Query.page, [owner, players, 0], to: exportJSON + ".raw")
        },
        Step(name: "history", lines: ["history"]) { db throws(BenchError) in
          try db.historyPage(owner: owner, positions: 0..<20)
          try db.rows(Query.scorers, [owner])
        },
        Step(name: "records (all players)", lines: ["records"]) { db throws(BenchError) in
          try db.rows(Query.records, [owner, owner])
        },
      ] + historyPages + [
        .untimed("back"),
        Step(name: "add one player", lines: ["add Bench Player", "save"]) { db throws(BenchError) in
          try db.execute("BEGIN IMMEDIATE")
          try db.rows(
            "INSERT INTO players (user_id, name) SELECT id, 'Bench Raw' FROM users WHERE username = ?",
            [Fixture.username])
          try db.execute("COMMIT")
          try db.rows(Query.page, [owner, 50, 0])
        },
        Step(name: "delete one player", lines: ["delete \(players + 1)", "y"]) {
          db throws(BenchError) in
          try db.execute("BEGIN IMMEDIATE")
          try db.rows("DELETE FROM players WHERE name = 'Bench Raw' AND user_id = ?", [owner])
          try db.execute("COMMIT")
        },
        Step(name: "select + pick 1-22 + confirm", lines: ["select", "pick 1-22", "confirm"]) {
          db throws(BenchError) in
          try db.rows(Query.page, [owner, 22, 0])
          try db.rows(Query.keptRatings, [owner, owner, 22])
        },
        Step(name: "balance 22", lines: ["balance 7"], raw: nil),
        .untimed("back", "cancel"),
        Step(name: "select + pick all (range)", lines: ["select", "pick 1-\(players)"]) {
          db throws(BenchError) in
          try db.rows("SELECT id FROM players WHERE user_id = ? ORDER BY id", [owner])
        },
      ] + Self.teamsPages
    for size in [30, 60, 100] where size <= players {
      steps += [
        .untimed("select", "pick 1-\(size)", "confirm"),
        Step(name: "balance \(size)", lines: ["balance 7"], raw: nil),
        .untimed("back", "cancel"),
      ]
    }
    for (format, file) in [("csv", exportCSV), ("json", exportJSON)] {
      let account = "imp\(format)\(run)"
      steps += [
        .untimed("logout", "register", account, Fixture.password, Fixture.password),
        Step(name: "import \(format)", lines: ["import \(file) --allow-duplicates"]) {
          db throws(BenchError) in
          try db.execute("BEGIN IMMEDIATE")
          try db.rows(
            """
            INSERT INTO players (user_id, name, age, skill, position, favourite_team)
            SELECT u.id, p.name, p.age, p.skill, p.position, p.favourite_team
            FROM players p, users u WHERE p.user_id = ? AND u.username = ?
            """, [owner, Fixture.importer])
          try db.execute("ROLLBACK")
        },
      ]
    }
    return steps + [.untimed("logout", "quit")]
  }

  private var directoryOfFixture: String {
    URL(fileURLWithPath: fixture.path).deletingLastPathComponent().path
  }
}
