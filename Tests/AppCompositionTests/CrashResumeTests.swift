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
      #expect(first.readUntil("gather> "))
      for step in steps { first.send(step) }
      #expect(first.readUntil(until))
      #expect(first.readUntil("gather> "))
      #expect(first.killHard() == SIGKILL)

      let second = try launch(on: app)
      second.send("login coach", "secret")
      #expect(second.readUntil("Resume it? [y/n] "))
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
    #expect(second.readUntil("Bye."))
    #expect(second.finish() == 0)
    let shown = try #require(second.transcript.firstMatch(of: /Timer: (\d\d):(\d\d) running/))
    #expect(try #require(Int(shown.1)) * 60 + (try #require(Int(shown.2))) <= left)
    #expect(second.transcript.contains("Left the gather with the timer running"))
    #expect(second.transcript.contains("Goals (1-1):"))
  }
}
