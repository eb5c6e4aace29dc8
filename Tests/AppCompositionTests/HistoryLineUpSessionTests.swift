import Domain
import Testing

/// History's `edit N` corrects who played in a past gather, in the match screen's words
/// (`move P a|b|bench`, `a P`, `b P`, `bench P`; `add a|b N` from the player list;
/// `drop P`), asks first, refuses what would make a goal change sides, and records follow;
/// on both backends (the web service cannot take a player out of a gather nor say who
/// played for whom: remote mode keeps both in its local notes).
@MainActor
@Suite
struct HistoryLineUpSessionTests {
  static let roster = ["Ann", "Bob", "Cy", "Dee", "Eve"].map { PlayerDraft(name: $0) }

  @Test(arguments: BothBackends.allCases)
  func aPastLineUpIsCorrectedAndRecordsFollow(backend: BothBackends) async throws {
    let run = try await backend.run(
      HistoryMoreCorrectionsSessionTests.entered + [
        "edit 1", "edit 1 move 2 b", "y", "edit 1 move 1 b", "edit 1 add a 5", "y",
        "edit 1 bench 3", "y", "edit 1 drop 5", "y", "edit 1 move 9 a", "edit 1 add 1",
        "edit 1 b 2", "edit 1 move 4 b", "n", "edit 1 move 2", "back", "history", "show 1",
        "records", "edit 1 a 2",
      ], roster: Self.roster)
    #expect(run.errors.isEmpty)
    let gather = "the gather of 2026-11-14 12:00"
    #expect(
      run.output.contains(
        "Line-up: 'edit 1 move P a|b|bench', 'edit 1 add a|b N' (N from the player list, or a name), "
          + "'edit 1 drop P'.\n"))
    for (question, change) in [
      ("history> edit 1 move 2 b", "Bob to Team B"),
      ("history> edit 1 add a 5", "Eve joins Team A"),
      ("history> edit 1 bench 3", "Cy to the Bench"),
      ("history> edit 1 drop 5", "Cy out of the line-up"),
    ] {
      #expect(
        run.output.contains(
          "\(question)\nCorrect the line-up of \(gather): \(change)? [y/n] y\n"
            + "Corrected the line-up of \(gather): \(change).\n"))
    }
    #expect(run.output.contains("Team A: 1 Ann, 4 Eve\nTeam B: 2 Bob, 3 Dee\nBench: 5 Cy\n"))
    #expect(
      run.output.contains(
        "error: Ann scored goal 1; give it another scorer ('scorer 1 P') or remove it first, "
          + "so no goal changes sides\n"))
    #expect(run.output.contains("error: there is no player 9; choose a number from 1 to 4\n"))
    #expect(
      run.output.contains(
        "error: Ann is already in this gather (Team A); move them with 'move P a|b|bench'\n"))
    #expect(run.output.contains("error: Bob is already on Team B\n"))
    #expect(
      run.output.contains(
        "Eve to Team B? [y/n] n\nKept \(gather) as it was.\n"))
    #expect(run.output.contains("history> edit 1 move 2\nerror: type 'edit N move P a|b|bench'"))
    // Read again from the backend: the line-up as corrected, and the records with it.
    let again = try #require(run.output.components(separatedBy: "players> history").last)
    #expect(again.contains("     A: Ann, Eve  B: Bob, Dee  Goals: Ann, Dee, Ann\n"))
    #expect(again.contains("Team A: Ann, Eve\nTeam B: Bob, Dee\n"))
    #expect(again.contains("Player records (1 gather; 1 who have not played are not listed)\n"))
    #expect(again.contains("  Bob        1    0      0     1      0\n"))
    #expect(again.contains("  Eve        1    1      0     0      0\n"))
    #expect(!again.contains("  Cy "))
    #expect(
      run.output.hasSuffix("Bob to Team A? [y/n] \nKept \(gather) as it was.\nhistory> \nBye.\n"))
  }
}
