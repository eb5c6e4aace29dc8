import Domain
import Foundation
import RemoteAPI
import TestSupport
import Testing

/// Remote mode is honest about what the server keeps: deleting a player who played warns
/// how many gathers lose them and asks first; history keeps the name the app cached; and
/// `edit N` on History corrects a gather on the server.
@MainActor
@Suite
struct RemoteDeletePlayerTests {
  typealias Session = UnfinishedMatchSessionTests

  static let warning =
    "Ann played in 1 past gather; the server will drop Ann from it (the app keeps the name "
    + "in its local cache). Delete Ann for good? [y/n] "

  /// Ann scores the one goal of a gather, which is ended.
  static let playAGather = Session.inAMatch("goal a 1", "end", "y")

  /// A new remote app (the caller stops it) that plays the gather, then `lines`; the run
  /// ends well.
  private func playAGather(then lines: String..., sourceLocation: SourceLocation = #_sourceLocation)
    async throws -> (remote: RemoteApp, run: (status: Int32, output: String, errors: String))
  {
    let remote = try await RemoteApp.seeded(roster: Session.roster)
    let run = await remote.run(
      Self.playAGather + lines.map(TimedScript.Step.line), clock: TestClock())
    #expect(run.status == 0, sourceLocation: sourceLocation)
    #expect(run.errors.isEmpty, sourceLocation: sourceLocation)
    return (remote, run)
  }

  @Test func deletingAPlayerWhoPlayedWarnsWithTheCountAndNoOrTheEndOfInputKeepsThem()
    async throws
  {
    let (remote, run) = try await playAGather(then: "delete 1", "n", "delete 1")
    defer { remote.stop() }
    let server = remote.server
    #expect(run.output.contains(Self.warning + "n\nAnn was not deleted.\n"))
    #expect(run.output.hasSuffix(Self.warning + "\nAnn was not deleted.\nplayers> \nBye.\n"))
    #expect(server.playerCount == 4)
    #expect(!server.requestLog.contains { $0.hasPrefix("DELETE /api/players") })
  }

  @Test func yesDeletesThePlayerAndHistoryStillShowsTheirNameAndGoal() async throws {
    let (remote, run) = try await playAGather(then: "delete 1", "y", "history", "edit 1")
    defer { remote.stop() }
    let server = remote.server
    #expect(run.output.contains(Self.warning + "y\nDeleted Ann.\n"))
    #expect(server.playerCount == 3)
    #expect(run.output.contains("     A: Bob, Ann  B: Cy, Dee  Goals: Ann\nTop scorers: Ann 1\n"))
    #expect(
      run.output.contains(
        "Correcting the gather of 2027-01-15 08:00: Team A 1-0 Team B\nTeam A: 1 Bob, 4 Ann\n"
          + "Team B: 2 Cy, 3 Dee\nGoals:\n  1  -- Team A, Ann\n"))
  }

  @Test func aFinishedGatherIsCorrectedFromHistoryOnTheServer() async throws {
    let (remote, run) = try await playAGather(then: "history", "edit 1 score 3-2", "y")
    defer { remote.stop() }
    let server = remote.server
    #expect(
      run.output.contains(
        "Corrected the gather of 2027-01-15 08:00: Team A 3-2 Team B. Winner: Team A."))
    // The saved session logs straight in; the score is read back from the server.
    let again = await remote.run(["history"])
    #expect(again.output.contains("  1  2027-01-15 08:00  3-2    Team A\n"))
    #expect(server.requestLog.filter { $0.hasPrefix("PUT /api/gathers/") }.count == 2)
  }
}
