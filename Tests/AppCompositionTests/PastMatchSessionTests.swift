import Domain
import Testing

/// A match played without the app is entered afterwards from History (`add`), on both
/// backends; a slip at a step asks the step again, an empty answer adds nothing.
@MainActor
@Suite
struct PastMatchSessionTests {
  static let roster = ["Ann", "Bob", "Cy", "Dee", "Eve"].map { PlayerDraft(name: $0) }

  @Test(arguments: BothBackends.allCases)
  func aMatchPlayedWithoutTheAppIsEnteredWithItsDayTeamsScoreAndScorers(
    backend: BothBackends
  ) async throws {
    let run = try await backend.run(
      [
        "history", "add", "2026-11-31", "2026-11-14", "1 2", "2 3", "3 4", "2:1", "1 9", "1 1 1",
        "5", "1 4 1", "y", "show 1", "records goals",
      ], roster: Self.roster)
    #expect(run.output.contains("error: there is no day 2026-11-31; type a day of the calendar"))
    #expect(run.output.contains("error: Bob is already on the other team; name someone else"))
    #expect(run.output.contains("error: there is no player 9; choose a number from 1 to 5"))
    #expect(run.output.contains("error: Eve did not play in this gather"))
    #expect(run.output.contains("error: Team A scored 2, but 3 scorers of it were given"))
    #expect(
      run.output.contains(
        "Add the gather of 2026-11-14 12:00 (Team A 2-1 Team B, 2 against 2)? [y/n] y"))
    #expect(run.output.contains("Added the gather of 2026-11-14 12:00 to the history."))
    #expect(run.output.contains("Team A: Ann, Bob\nTeam B: Cy, Dee\n"))
    #expect(run.output.contains("Goals:\n  -- Team A, Ann\n  -- Team B, Dee\n  -- Team A, Ann\n"))
    let records = try #require(run.output.components(separatedBy: "history> records goals").last)
    #expect(records.contains("Ann"))
  }

  @Test func anEmptyAnswerAddsNothing() async throws {
    let run = try await BothBackends.local.run(
      ["history", "add", "2026-11-14", "1 2", ""], roster: Self.roster)
    #expect(run.output.contains("Nothing was added."))
    #expect(run.output.contains("History (0 gathers)") || run.output.contains("No gathers yet"))
  }
}
