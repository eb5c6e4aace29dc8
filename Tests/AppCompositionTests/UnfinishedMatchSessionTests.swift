import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// A match left with `back` is not lost: the player list offers it back with `resume`,
/// and starting a new gather asks before discarding it (snapshot and gather both).
@MainActor
@Suite
struct UnfinishedMatchSessionTests {
  static let roster = [
    PlayerDraft(name: "Ann"), PlayerDraft(name: "Bob"), PlayerDraft(name: "Cy"),
    PlayerDraft(name: "Dee"),
  ]

  /// Picks all four, Ann and Bob against Cy and Dee, and starts: the `confirm>` part.
  static let startFourPlayers = TimedScript.lines(
    "select", "pick 1-4", "confirm", "a 1 2", "b 3 4", "start")

  /// Login, the match of the four started, then `lines` on the match screen (and after).
  static func inAMatch(_ lines: String...) -> [TimedScript.Step] {
    TimedScript.lines("login coach", "secret") + startFourPlayers + lines.map(TimedScript.Step.line)
  }

  /// Login, a gather at 04:12 with a goal for Team A, then left with `back`.
  static let leaveAMatch = inAMatch("time 04:12", "goal a 2", "back", "y")

  func makeApp() async throws -> AppHarness { try await .seeded(players: Self.roster) }

  func coachGathers(_ app: AppHarness) async throws -> (gathers: [Gather], saved: MatchSnapshot?) {
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    return (
      try await store.gathers(for: coach.user).allGathers(),
      try await store.matchSnapshots(for: coach.user).loadSnapshot()
    )
  }

  @Test func aLeftMatchIsResumedFromThePlayerList() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let script = Self.leaveAMatch + TimedScript.lines("resume", "y", "goals", "quit", "y")
    let run = await app.run(script, clock: TestClock())
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let leaving = try #require(run.output.range(of: "Left the gather with the timer paused.\n"))
    #expect(run.output[leaving.upperBound...] == Self.resumeTranscript)
  }

  @Test func startingANewGatherAsksAndNoKeepsTheLeftOne() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let left = await app.run(Self.leaveAMatch + TimedScript.lines("quit"), clock: TestClock())
    let before = try await coachGathers(app)
    let script =
      TimedScript.lines("login coach", "secret", "y", "back", "y")
      + Self.startFourPlayers + TimedScript.lines("n", "quit")
    let run = await app.run(script, clock: TestClock())
    #expect(left.status == 0 && run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output.contains(
        "confirm> start\n" + Self.question + " n\n"
          + "Nothing started; the unfinished match stays saved ('resume' on the player list).\n"
          + "confirm> quit\n"))
    let after = try await coachGathers(app)
    #expect(after.gathers == before.gathers)
    #expect(after.saved == before.saved)
    #expect(after.saved?.score == Score(teamA: 1, teamB: 0))
  }

  @Test func startingANewGatherAndYesDeletesTheLeftOne() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let script =
      Self.leaveAMatch + Self.startFourPlayers
      + TimedScript.lines("y", "quit", "y")
    let run = await app.run(script, clock: TestClock())
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains("confirm> start\n" + Self.question + " y\nGather started:"))
    let after = try await coachGathers(app)
    #expect(after.gathers.count == 1)
    #expect(after.gathers.first?.id == after.saved?.gatherID)
    #expect(after.saved?.goals == [])
  }

  /// From the player list the match was left to, to the end.
  static let resumeTranscript = """

    \(playerListWithAMatch)
    players> resume
    Unfinished match found: Team A 1-0 Team B, 04:12 left (ready).
    Resume it? [y/n] y

    \(board(timer: "04:12 ready"))
    Commands: start|resume, pause, timer, stop, time MM:SS|MM, halves NxMM [break MM], goal a|b [og] [N], name a|b [NAME], undo, remove N, score A-B, goals, list, end, help, back
    gather> goals
    Goals (1-0):
      1  -- Team A, Bob
    gather> quit
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer paused.
    Bye.

    """
  /// The player list with a match left unfinished: its commands start with `resume`.
  static let playerListWithAMatch = """
    Players of coach (4)
      #  Name  Position  Skill
      1  Ann   -         -
      2  Bob   -         -
      3  Cy    -         -
      4  Dee   -         -
    Commands: resume, add [NAME], show N, delete N, select, history, export csv|json [FILE], import FILE, list, logout, help, quit
    """

  /// The match screen of the match of four at 1-0, down to its timer `timer`.
  static func board(timer: String) -> String {
    """
    Gather: Team A 1-0 Team B
    Team A
      1  Ann   -
      2  Bob   -
    Team B
      3  Cy    -
      4  Dee   -
    Timer: \(timer)
    """
  }

  static let question =
    "An unfinished match is saved (Team A 1-0 Team B, 04:12 left). "
    + "Discard it for good and start a new one? [discard/keep]"
}
