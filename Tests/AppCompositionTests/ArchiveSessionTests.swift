import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// Players who played are never erased from the past, and a saved match survives
/// deleting its scorer (the sessions of issue 9, on the embedded database).
@MainActor
@Suite
struct ArchiveSessionTests {
  typealias Session = UnfinishedMatchSessionTests

  func makeApp() async throws -> AppHarness { try await .seeded(players: Session.roster) }

  @Test func aSavedMatchWhoseScorerIsDeletedStillEndsWithTheGoal() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let script = Session.inAMatch(
      "goal a 1", "back", "y", "delete 1", "y", "resume", "y", "goals", "end", "y", "history",
      "records")
    let run = await app.run(script, clock: TestClock())
    #expect(run.status == 0)
    #expect(!run.output.contains("error:"))
    #expect(run.output.contains("Archived Ann: off the roster, still in the 1 gather they played"))
    #expect(run.output.contains("Gather ended: Team A 1-0 Team B. Winner: Team A."))
    #expect(run.output.contains("Ann"))
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    let gathers = try await store.gathers(for: coach.user).allGathers()
    #expect(gathers.map(\.score) == [Score(teamA: 1, teamB: 0)])
    #expect(gathers.first?.players.map(\.player.name) == ["Ann", "Bob", "Cy", "Dee"])
    #expect(gathers.first?.goals.first?.scorerID == gathers.first?.players.first?.player.id)
    #expect(
      try await store.players(for: coach.user).allPlayers().map(\.name) == ["Bob", "Cy", "Dee"])
  }

  @Test func anArchivedPlayerKeepsTheirRecordAndComesBackWithRestore() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let script = Session.inAMatch(
      "goal a 1", "end", "y", "delete 1", "y", "archived", "history", "records", "back",
      "restore 1", "list")
    let run = await app.run(script, clock: TestClock())
    #expect(run.status == 0)
    #expect(!run.output.contains("error:"))
    #expect(
      run.output.contains(
        "Archived players (1); 'restore N' puts one back on the roster:\n  1  Ann\n"))
    let records = try #require(run.output.range(of: "Player records"))
    #expect(run.output[records.lowerBound...].contains(/Ann +1 +1 +0 +0 +1/))
    #expect(run.output.contains("Restored Ann to the roster."))
  }
}
