import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// The match clock is a fact of the pitch: an organiser who leaves the match screen with
/// `back`, or quits, while the timer runs finds it run on when they come back (`resume`, or
/// the next login), told what passed. One test clock spans both sessions, as the machine's
/// clock spans two runs of the app.
@MainActor
@Suite
struct MatchClockSessionTests {
  /// Login, a match of four, the timer set to ten minutes and started.
  static let kickOff = UnfinishedMatchSessionTests.inAMatch("time 10", "start")

  /// A new app of the four players whose first run is the kick-off, then `steps`; answers
  /// the app (the caller removes its folder), the clock the runs share and the first run.
  static func kickedOff(then steps: [TimedScript.Step]) async throws
    -> (app: AppHarness, clock: TestClock, first: (status: Int32, output: String, errors: String))
  {
    let app = try await AppHarness.seeded(players: UnfinishedMatchSessionTests.roster)
    let clock = TestClock()
    return (app, clock, await app.run(kickOff + steps, clock: clock))
  }

  @Test func aMatchLeftOrQuitRunningRunsOnAndIsCaughtUpOnReturn() async throws {
    let (app, clock, first) = try await Self.kickedOff(
      then: [.advance(.seconds(180), until: "Time left: 07:00")]
        + TimedScript.lines("goal a 1", "back", "y")
        + [.advance(.seconds(150), until: "Left the gather with the timer running")]
        + TimedScript.lines("resume", "y", "goal b 3", "quit", "y"))
    defer { app.directory.remove() }
    #expect(first.status == 0 && first.errors.isEmpty)
    #expect(first.output.contains(Self.leftThenResumed))
    #expect(first.output.contains(Self.quit))

    // The app is gone for ten minutes; the match's time runs out meanwhile.
    clock.advance(by: .seconds(600))
    let second = await app.run(
      TimedScript.lines("login coach", "secret", "y", "end", "y", "quit"), clock: clock)
    #expect(second.status == 0 && second.errors.isEmpty)
    #expect(second.output.contains(Self.nextLogin))
  }

  /// Killed while the timer runs (no goodbye): the last save carries the moment, so the
  /// time runs on just the same.
  @Test func aMatchKilledRunningRunsOnFromItsLastSave() async throws {
    // The end of input stands in for the kill: nothing is asked, nothing said.
    let (app, clock, first) = try await Self.kickedOff(
      then: [.advance(.seconds(60), until: "Time left: 09:00")])
    defer { app.directory.remove() }
    #expect(first.status == 0)
    clock.advance(by: .seconds(90))
    let second = await app.run(
      TimedScript.lines("login coach", "secret", "y", "quit", "y"), clock: clock)
    #expect(
      second.output.contains(
        "Unfinished match found: Team A 0-0 Team B, 07:30 left (running).\n"
          + "The timer ran on while the match screen was closed: 01:30 passed.\n"
          + "Resume it? [y/n] y\n"))
    #expect(second.output.contains("Timer: 07:30 running\n"))
  }

  /// In remote mode the web service keeps no match: the local file it is saved in carries
  /// the moment too, so a match quit running there runs on just the same.
  @Test func aMatchQuitRunningInRemoteModeRunsOnFromItsLocalFile() async throws {
    let remote = try await RemoteApp.seeded(
      roster: UnfinishedMatchSessionTests.roster)
    defer { remote.stop() }
    let clock = TestClock()
    let first = await remote.run(
      Self.kickOff
        + [.advance(.seconds(60), until: "Time left: 09:00")]
        + TimedScript.lines("quit", "y"),
      clock: clock)
    #expect(first.status == 0 && first.errors.isEmpty)
    #expect(first.output.contains("Left the gather with the timer running (09:00 left)"))
    clock.advance(by: .seconds(120))
    // The session was remembered: the next start logs in by itself and offers the match.
    let second = await remote.run(
      TimedScript.lines("y", "quit", "y"), clock: clock)
    #expect(second.status == 0 && second.errors.isEmpty)
    #expect(
      second.output.contains(
        "Unfinished match found: Team A 0-0 Team B, 07:00 left (running).\n"
          + "The timer ran on while the match screen was closed: 02:00 passed.\n"
          + "Resume it? [y/n] y\n"))
  }

  static let leftThenResumed = """
    gather> back
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer running (07:00 left); it runs on. 'resume' on the player list or your next login says what passed.

    \(UnfinishedMatchSessionTests.playerListWithAMatch)
    players> resume
    Unfinished match found: Team A 1-0 Team B, 04:30 left (running).
    The timer ran on while the match screen was closed: 02:30 passed.
    Resume it? [y/n] y

    \(UnfinishedMatchSessionTests.board(timer: "04:30 running"))
    """

  static let quit = """
    gather> goal b 3
    Goal! 6' Team B, Cy. Team A 1-1 Team B
    gather> quit
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer running (04:30 left); it runs on. 'resume' on the player list or your next login says what passed.
    Bye.
    """

  static let nextLogin = """
    Unfinished match found: Team A 1-1 Team B, 00:00 left (time's up).
    The timer ran on while the match screen was closed: 10:00 passed.
    Time's up! Team A 1-1 Team B. Type 'end' to end the gather.
    Resume it? [y/n] y
    """
}
