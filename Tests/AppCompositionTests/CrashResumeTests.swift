import Domain
import Foundation
import LocalStore
import Testing

/// A match survives `kill -9`: the real binary is killed mid-match and started again on
/// the same database, and offers the match back with the same score and time left.
@Suite(.serialized)
struct CrashResumeTests {
  @Test
  func aKilledMatchIsOfferedBackWithTheSameScoreAndTimeLeft() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed(
      "coach", password: "secret",
      players: ["Ann", "Bob", "Cy", "Dee"].map { PlayerDraft(name: $0) })
    let arguments = ["--db", app.databasePath]
    let home = app.directory.path("home")

    let first = try ChildApp(arguments: arguments, home: home)
    first.send("login coach", "secret", "select", "pick 1-4", "confirm", "balance 3", "start")
    #expect(first.readUntil("gather> "))
    first.send("time 05:00", "goal a", "goal b", "goal a", "start", "pause")
    #expect(first.readUntil("Timer paused at "))
    #expect(first.readUntil("gather> "))
    let paused = try #require(first.transcript.firstMatch(of: /Timer paused at (\d\d:\d\d)\./))
    #expect(first.killHard() == SIGKILL)

    let second = try ChildApp(arguments: arguments, home: home)
    second.send("login coach", "secret")
    #expect(second.readUntil("Resume it? [y/n] "))
    #expect(
      second.transcript.contains(
        "Unfinished match found: Team A 2-1 Team B, \(paused.1) left (paused)."))
    second.send("y", "goals", "end", "y", "quit")
    #expect(second.readUntil("Bye."))
    #expect(second.finish() == 0)
    #expect(second.transcript.contains("Timer: \(paused.1) paused"))
    #expect(second.transcript.contains("Gather ended: Team A 2-1 Team B. Winner: Team A."))

    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    #expect(
      try await store.gathers(for: coach.user).allGathers().map(\.score) == [
        Score(teamA: 2, teamB: 1)
      ])
  }

  /// Killed while the timer runs on the real clock: the timer ran on meanwhile (the match
  /// goes on on the pitch), so it comes back running, said so, with at most the time set
  /// and at most a generous minute less (no test waits that long).
  @Test
  func aMatchKilledWhileTheTimerRunsComesBackRunningWithinTheTimeSet() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed(
      "coach", password: "secret",
      players: ["Ann", "Bob", "Cy", "Dee"].map { PlayerDraft(name: $0) })
    let arguments = ["--db", app.databasePath]
    let home = app.directory.path("home")

    let first = try ChildApp(arguments: arguments, home: home)
    first.send("login coach", "secret", "select", "pick 1-4", "confirm", "balance 3", "start")
    #expect(first.readUntil("gather> "))
    first.send("time 05:00", "goal a", "goal b", "start")
    #expect(first.readUntil("Timer running: 05:00."))
    #expect(first.readUntil("gather> "))
    #expect(first.killHard() == SIGKILL)

    let second = try ChildApp(arguments: arguments, home: home)
    second.send("login coach", "secret")
    #expect(second.readUntil("Resume it? [y/n] "))
    let offer = try #require(
      second.transcript.firstMatch(
        of: /Unfinished match found: Team A 1-1 Team B, (\d\d):(\d\d) left \((\w+)\)\./))
    let left = try #require(Int(offer.1)) * 60 + (try #require(Int(offer.2)))
    #expect((4 * 60...5 * 60).contains(left))
    #expect(offer.3 == "running")
    #expect(second.transcript.contains("The timer ran on while the match screen was closed: "))
    second.send("y", "goals", "quit", "y")
    #expect(second.readUntil("Bye."))
    #expect(second.finish() == 0)
    let shown = try #require(second.transcript.firstMatch(of: /Timer: (\d\d):(\d\d) running/))
    #expect(try #require(Int(shown.1)) * 60 + (try #require(Int(shown.2))) <= left)
    #expect(second.transcript.contains("Left the gather with the timer running"))
    #expect(second.transcript.contains("Goals (1-1):"))
  }
}
