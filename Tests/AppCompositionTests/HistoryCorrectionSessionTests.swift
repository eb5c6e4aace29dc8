import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// `edit N` on History corrects a finished gather's score and goals; records follow.
@MainActor
@Suite
struct HistoryCorrectionSessionTests {
  typealias Session = UnfinishedMatchSessionTests

  @Test func aFinishedGatherIsCorrectedFromHistoryAndTheRecordsFollow() async throws {
    let app = try await AppHarness.seeded(players: Session.roster)
    defer { app.directory.remove() }
    let script = Session.inAMatch(
      "goal a 1", "end", "y", "history", "edit 1", "edit 1 score 3-2", "y",
      "edit 1 goal b og 1", "y", "edit 1 remove 1", "", "edit 1 remove 1", "y",
      "edit 1 goal a og 1", "edit 1 remove 9", "records")
    let run = await app.run(script, clock: TestClock())
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "Correcting the gather of 2027-01-15 08:00: Team A 1-0 Team B\nTeam A: 1 Ann, 2 Bob\n"
          + "Team B: 3 Cy, 4 Dee\nGoals:\n  1  -- Team A, Ann\n"))
    #expect(
      run.output.contains(
        "Corrected the gather of 2027-01-15 08:00: Team A 3-2 Team B. Winner: Team A."))
    #expect(
      run.output.contains("Corrected the gather of 2027-01-15 08:00: Team A 3-3 Team B. Draw."))
    #expect(run.output.contains("Kept the gather of 2027-01-15 08:00 as it was."))
    #expect(run.output.contains("  6  -- Team B, Ann (own goal)"))
    #expect(run.output.contains("error: an own goal for Team A is scored by a Team B player\n"))
    #expect(run.output.contains("error: there is no goal 9; choose a number from 1 to 5\n"))
    let records = try #require(run.output.range(of: "Player records"))
    #expect(run.output[records.lowerBound...].contains(/Ann +1 +0 +0 +1 +0/))

    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    let gather = try #require(try await store.gathers(for: coach.user).allGathers().first)
    #expect(gather.score == Score(teamA: 2, teamB: 3))
    #expect(gather.outcome == .win(.teamB))
    #expect(gather.endedAt == AppHarness.now)
    #expect(gather.goals.filter { $0.scorerID != nil }.count == 1)
  }
}
