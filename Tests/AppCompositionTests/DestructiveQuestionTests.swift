import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// Every question that deletes or discards keeps the data when the input ends at it, the
/// answer is empty, or it is anything but `y`/`yes`.
@MainActor
@Suite
struct DestructiveQuestionTests {
  typealias Session = UnfinishedMatchSessionTests

  func makeApp() async throws -> AppHarness { try await .seeded(players: Session.roster) }

  /// Leaves a match unfinished, then types `resume` and `answers` on the player list: the
  /// session ends well and discards nothing.
  func leaveAMatchAndResume(answering answers: [String], in app: AppHarness) async {
    let script = Session.leaveAMatch + (["resume"] + answers).map(TimedScript.Step.line)
    let run = await app.run(script, clock: TestClock())
    #expect(run.status == 0)
    #expect(!run.output.contains("Discarded"))
  }

  func stored(_ app: AppHarness) async throws -> (
    players: [Player], gathers: [Gather], saved: MatchSnapshot?
  ) {
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    return (
      try await store.players(for: coach.user).allPlayers(),
      try await store.gathers(for: coach.user).allGathers(),
      try await store.matchSnapshots(for: coach.user).loadSnapshot()
    )
  }

  @Test(arguments: [[], [""], ["no"]])
  func deletingAPlayerKeepsThemUnlessYes(answer: [String]) async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let before = try await stored(app)
    let run = await app.run(["login coach", "secret", "delete 1"] + answer)
    #expect(run.status == 0)
    #expect(run.output.contains("Delete Ann? [y/n] \(answer.first ?? "")\nAnn was not deleted.\n"))
    #expect(try await stored(app).players == before.players)
  }

  @Test func aSlipAtTheDeleteQuestionAsksItAgainAndKeepsThePlayer() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let before = try await stored(app)
    let run = await app.run(["login coach", "secret", "delete 1", "maybe", "n"])
    #expect(
      run.output.contains(
        "Delete Ann? [y/n] maybe\nerror: 'maybe' is not an answer here; type 'y' or 'n'\n"
          + "Delete Ann? [y/n] n\nAnn was not deleted.\n"))
    #expect(try await stored(app).players == before.players)
  }

  /// The slip of the issue: `resume` typed at "Resume it?", then `y`, resumes the match.
  @Test func resumeThenYAtTheLoginQuestionResumesTheMatch() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    _ = await app.run(Session.leaveAMatch + TimedScript.lines("quit"), clock: TestClock())
    let before = try await stored(app)
    let run = await app.run(
      TimedScript.lines("login coach", "secret", "resume", "y", "y", "y"), clock: TestClock())
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "Resume it? [y/n] resume\nerror: 'resume' is not an answer here; type 'y' or 'n'\n"
          + "Resume it? [y/n] y\n"))
    #expect(!run.output.contains("Discard"))
    let after = try await stored(app)
    #expect(after.saved?.score == before.saved?.score)
    #expect(after.gathers.count == 1)
  }

  /// A slip at the discard question asks it again; quick `y`s after a non-answer never
  /// reach it.
  @Test(arguments: [["n", "resume", "keep"], ["n", "discrad", ""], ["x", "n", "maybe"]])
  func aSlipAtTheDiscardQuestionAsksAgainAndKeepsTheMatch(answers: [String]) async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    await leaveAMatchAndResume(answering: answers, in: app)
    #expect(try await stored(app).saved?.score == Score(teamA: 1, teamB: 0))
  }

  @Test func theEndOfInputAtTheResumeQuestionOfALoginKeepsTheMatch() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    _ = await app.run(Session.leaveAMatch + TimedScript.lines("quit"), clock: TestClock())
    let before = try await stored(app)
    let run = await app.run(["login coach", "secret"])
    #expect(run.status == 0)
    #expect(run.output.contains("Resume it? [y/n] \n"))
    #expect(!run.output.contains("Discarded"))
    let after = try await stored(app)
    #expect(after.saved == before.saved)
    #expect(after.saved?.score == Score(teamA: 1, teamB: 0))
    #expect(after.gathers == before.gathers)
  }

  @Test(arguments: [["n"], ["", ""], ["no", "maybe"], ["n", "n"]])
  func anythingButYesAtTheResumeQuestionsKeepsTheMatch(answers: [String]) async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    await leaveAMatchAndResume(answering: answers, in: app)
    let after = try await stored(app)
    #expect(after.saved?.score == Score(teamA: 1, teamB: 0))
    #expect(after.gathers.count == 1)
  }

  @Test(arguments: ["discard", "y"])
  func aMatchIsDiscardedOnlyByNoThenDiscardToAQuestionNamingIt(answer: String) async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let script = Session.leaveAMatch + TimedScript.lines("resume", "n", answer, "quit")
    let run = await app.run(script, clock: TestClock())
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "Resume it? [y/n] n\nDiscard the unfinished match Team A 1-0 Team B (1 goal, 4 players)? "
          + "Its goals and its gather are lost for good. [discard/keep] \(answer)\n"
          + "Discarded the unfinished match.\n"))
    let after = try await stored(app)
    #expect(after.saved == nil)
    #expect(after.gathers.isEmpty)
  }

  @Test func theEndOfInputAtStartingOverASavedMatchKeepsIt() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let run = await app.run(Session.leaveAMatch + Session.startFourPlayers, clock: TestClock())
    #expect(run.status == 0)
    #expect(run.output.contains(Session.question + " \n"))
    let after = try await stored(app)
    #expect(after.saved?.score == Score(teamA: 1, teamB: 0))
    #expect(after.gathers.count == 1)
  }

  @Test func theEndOfInputAtDeletingAGatherKeepsIt() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let script = Session.inAMatch("goal a 1", "end", "y", "history", "delete 1")
    let run = await app.run(script, clock: TestClock())
    #expect(run.status == 0)
    #expect(run.output.contains("(1-0)? [y/n] \n"))
    #expect(try await stored(app).gathers.map(\.score) == [Score(teamA: 1, teamB: 0)])
  }
}
