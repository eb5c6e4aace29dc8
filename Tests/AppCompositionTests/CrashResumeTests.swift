import Domain
import Foundation
import LocalStore
import Testing

/// A match survives `kill -9`: the real binary is killed mid-match and started again on
/// the same database, and offers the match back with the same score and time left.
@Suite(.serialized)
struct CrashResumeTests {
  /// The binary on `app`'s database, started as a new run of the app would be.
  private func launch(on app: AppHarness) throws -> ChildApp {
    try ChildApp(arguments: ["--db", app.databasePath], home: app.directory.path("home"))
  }

  /// Starts the binary on a coach's four players, starts a match (`balance 3`), plays
  /// `steps` and, once it printed `until` and the next prompt, kills it (SIGKILL); then
  /// starts it again on the same database and logs in, up to its offer of the match.
  /// Answers the app (whose folder the caller removes), the killed run's transcript and
  /// the new run.
  private func killMidMatch(after steps: [String], until: String) async throws
    -> (app: AppHarness, killed: String, restarted: ChildApp)
  {
    let app = try await AppHarness.seeded(
      players: ["Ann", "Bob", "Cy", "Dee"].map { PlayerDraft(name: $0) })
    do {
      let first = try launch(on: app)
      first.send("login coach", "secret", "select", "pick 1-4", "confirm", "balance 3", "start")
      #expect(await first.readUntil("gather> "))
      for step in steps { first.send(step) }
      #expect(await first.readUntil(until))
      #expect(await first.readUntil("gather> "))
      #expect(await first.killHard() == SIGKILL)

      let second = try launch(on: app)
      second.send("login coach", "secret")
      #expect(await second.readUntil("Resume it? [y/n] "))
      return (app, first.transcript, second)
    } catch {
      app.directory.remove()
      throw error
    }
  }

  @Test
  func aKilledMatchIsOfferedBackWithTheSameScoreAndTimeLeft() async throws {
    let (app, killed, second) = try await killMidMatch(
      after: ["time 05:00", "goal a", "goal b", "goal a", "start", "pause"],
      until: "Timer paused at ")
    defer { app.directory.remove() }
    let paused = try #require(killed.firstMatch(of: /Timer paused at (\d\d:\d\d)\./))
    #expect(
      second.transcript.contains(
        "Unfinished match found: Team A 2-1 Team B, \(paused.1) left (paused)."))
    second.send("y", "goals", "end", "y", "quit")
    #expect(await second.readUntil("Bye."))
    #expect(await second.finish() == 0)
    #expect(second.transcript.contains("Timer: \(paused.1) paused"))
    #expect(
      second.transcript.contains(
        "Gather ended with \(paused.1) left: Team A 2-1 Team B. Winner: Team A."))

    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    #expect(
      try await store.gathers(for: coach.user).allGathers().map(\.score) == [
        Score(teamA: 2, teamB: 1)
      ])
  }

  /// `play` writes the line-up as one row: killed before anything spread it into
  /// `player_gathers`, the match comes back with every player on their team, numbered, and
  /// ends with the whole line-up kept.
  @Test
  func aMatchKilledRightAfterKickOffKeepsItsWholeLineUp() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed(
      "coach", password: "secret", players: (1...40).map { PlayerDraft(name: "Player \($0)") })
    let arguments = ["--db", app.databasePath]
    let home = app.directory.path("home")

    let first = try ChildApp(arguments: arguments, home: home)
    first.send("login coach", "secret", "select", "pick 1-40", "confirm", "balance 3", "play")
    #expect(await first.readUntil("gather> "))
    let beforeGoal = first.transcript.count
    first.send("goal a")
    #expect(await first.readUntil("gather> ", after: beforeGoal))
    #expect(await first.killHard() == SIGKILL)

    // What the kill left: the line-up as one row, no line-up row of its own yet.
    let tables = Self.tables(DatabaseDump(path: app.databasePath).text())
    #expect(tables["player_gathers"] == [])
    let pending = try #require(tables["pending_line_ups"]?.first?.split(separator: "\t").last)
    let kickOff = try #require(
      try JSONSerialization.jsonObject(with: Data(pending.utf8)) as? [[Any]])
    let lineUp = kickOff.map { row in row.map { "\($0)" }.joined(separator: " ") }
    #expect(lineUp.count == 40)

    let second = try ChildApp(arguments: arguments, home: home)
    second.send("login coach", "secret")
    #expect(await second.readUntil("Resume it? [y/n] "))
    #expect(second.transcript.contains("Unfinished match found: Team A 1-0 Team B"))
    second.send("y", "end", "y", "quit")
    #expect(await second.readUntil("Bye."))
    #expect(await second.finish() == 0)
    #expect(second.transcript.contains("Gather ended: Team A 1-0 Team B. Winner: Team A."))

    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    let ended = try await store.gathers(for: coach.user).allGathers()
    #expect(ended.map(\.score) == [Score(teamA: 1, teamB: 0)])
    let kept = ended.first?.players.map { place in
      "\(place.player.id) \(place.team?.rawValue ?? "<null>") \(place.player.name) "
        + (place.number.map(String.init) ?? "<null>")
    }
    #expect(kept == lineUp)
  }

  /// Each table of `dump` (`DatabaseDump.text()`) by name, with its rows.
  private static func tables(_ dump: String) -> [String: [String]] {
    var tables: [String: [String]] = [:]
    var current = ""
    for line in dump.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("["), line.hasSuffix("]"), !line.hasPrefix("[[") {
        current = String(line.dropFirst().dropLast())
        tables[current] = []
      } else if !line.isEmpty {
        tables[current, default: []].append(String(line))
      }
    }
    return tables
  }

  /// Killed while the timer runs on the real clock: the timer ran on meanwhile (the match
  /// goes on on the pitch), so it comes back running, said so, with at most the time set
  /// and at most a generous minute less (no test waits that long).
  @Test
  func aMatchKilledWhileTheTimerRunsComesBackRunningWithinTheTimeSet() async throws {
    let (app, _, second) = try await killMidMatch(
      after: ["time 05:00", "goal a", "goal b", "start"], until: "Timer running: 05:00.")
    defer { app.directory.remove() }
    let offer = try #require(
      second.transcript.firstMatch(
        of: /Unfinished match found: Team A 1-1 Team B, (\d\d):(\d\d) left \((\w+)\)\./))
    let left = try #require(Int(offer.1)) * 60 + (try #require(Int(offer.2)))
    #expect((4 * 60...5 * 60).contains(left))
    #expect(offer.3 == "running")
    #expect(second.transcript.contains("The timer ran on while the match screen was closed: "))
    second.send("y", "goals", "quit", "y")
    #expect(await second.readUntil("Bye."))
    #expect(await second.finish() == 0)
    let shown = try #require(second.transcript.firstMatch(of: /Timer: (\d\d):(\d\d) running/))
    #expect(try #require(Int(shown.1)) * 60 + (try #require(Int(shown.2))) <= left)
    #expect(second.transcript.contains("Left the gather with the timer running"))
    #expect(second.transcript.contains("Goals (1-1):"))
  }
}
