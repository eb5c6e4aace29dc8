import Domain
import Foundation
import RemoteAPI
import TestSupport
import Testing

/// Remote mode is honest about what the server keeps: deleting a player who played warns
/// how many gathers lose them and asks first; history keeps the name the app cached; and
/// `edit N` on History corrects a gather on the server.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RemoteDeletePlayerTests {
  typealias Session = UnfinishedMatchSessionTests

  static let warning =
    "Ann played in 1 past gather; the server will drop Ann from it (the app keeps the name "
    + "in its local cache). Delete Ann for good? [y/n] "

  /// Ann scores the one goal of a gather, which is ended.
  static let playAGather =
    TimedScript.lines("login coach", "secret") + Session.startFourPlayers
    + TimedScript.lines("goal a 1", "end", "y")

  @Test func deletingAPlayerWhoPlayedWarnsWithTheCountAndNoOrTheEndOfInputKeepsThem()
    async throws
  {
    let remote = try await RemoteApp.seeded(
      roster: Session.roster)
    defer { remote.stop() }
    let server = remote.server

    let run = await remote.run(
      Self.playAGather + TimedScript.lines("delete 1", "n", "delete 1"), clock: TestClock())

    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains(Self.warning + "n\nAnn was not deleted.\n"))
    #expect(run.output.hasSuffix(Self.warning + "\nAnn was not deleted.\nplayers> \nBye.\n"))
    #expect(server.playerCount == 4)
    #expect(!server.requestLog.contains { $0.hasPrefix("DELETE /api/players") })
  }

  @Test func yesDeletesThePlayerAndHistoryStillShowsTheirNameAndGoal() async throws {
    let remote = try await RemoteApp.seeded(
      roster: Session.roster)
    defer { remote.stop() }
    let server = remote.server

    let run = await remote.run(
      Self.playAGather + TimedScript.lines("delete 1", "y", "history", "edit 1"),
      clock: TestClock())

    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output.contains(Self.warning + "y\nDeleted Ann.\n"))
    #expect(server.playerCount == 3)
    #expect(run.output.contains("     A: Bob, Ann  B: Cy, Dee  Goals: Ann\nTop scorers: Ann 1\n"))
    #expect(
      run.output.contains(
        "Correcting the gather of 2027-01-15 08:00: Team A 1-0 Team B\nTeam A: 1 Bob, 4 Ann\n"
          + "Team B: 2 Cy, 3 Dee\nGoals:\n  1  -- Team A, Ann\n"))
  }

  @Test func aFinishedGatherIsCorrectedFromHistoryOnTheServer() async throws {
    let remote = try await RemoteApp.seeded(
      roster: Session.roster)
    defer { remote.stop() }
    let server = remote.server

    let run = await remote.run(
      Self.playAGather + TimedScript.lines("history", "edit 1 score 3-2", "y"),
      clock: TestClock())

    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(
      run.output.contains(
        "Corrected the gather of 2027-01-15 08:00: Team A 3-2 Team B. Winner: Team A."))
    // The saved session logs straight in; the score is read back from the server.
    let again = await remote.run(["history"])
    #expect(again.output.contains("  1  2027-01-15 08:00  3-2    Team A\n"))
    #expect(server.requestLog.filter { $0.hasPrefix("PUT /api/gathers/") }.count == 2)
  }
}
