import Domain
import TestSupport
import Testing

/// Issue 22, item 1, as an organiser types it, on both backends: a latecomer joins the
/// Bench, comes on for a player, scores; the gather keeps who played for whom from which
/// minute, History shows it, and the records count each game once (the web service keeps
/// the substitution and its minute only in this machine's notes).
@MainActor
@Suite
struct LineUpSessionTests {
  static let roster = ["Ann", "Bob", "Cy", "Dee"].map { PlayerDraft(name: $0) }

  @Test(arguments: BothBackends.allCases)
  func aLatecomerComesOnAndHistoryShowsWhoPlayedForWhom(backend: BothBackends) async throws {
    let run = try await backend.run(
      TimedScript.lines("select", "pick 1-3", "confirm", "a 1 2", "b 3", "play", "start")
        + [.advance(.seconds(60), until: "Time left: 09:00")],
      then: [
        "add dee", "sub 2 4", "goal a 4", "end", "y", "history", "show 1", "records", "back",
        "quit",
      ], roster: Self.roster)
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    for expected in [
      "Line-up: 2' Dee joins the Bench as number 4; 'sub N 4' brings them on.",
      "Line-up: 2' Dee on for Bob (Team A).", "Goal! 2' Team A, Dee. Team A 1-0 Team B",
      "Line-up changes:", "  2' Dee joins the Bench", "  2' Dee on for Bob (Team A)",
    ] {
      #expect(lines.contains(expected), "\(backend): no '\(expected)' in\n\(run.output)")
    }
    let records = lines.map { $0.split(separator: " ").map(String.init) }
      .filter { ["Bob", "Dee"].contains($0.first) && $0.count == 6 }
    #expect(
      records
        == [["Bob", "1", "1", "0", "0", "0"], ["Dee", "1", "1", "0", "0", "1"]],
      "\(backend): \(records)\n\(run.output)")
  }

  /// The lead's run on the web service: `goal a 1` (Ann on Team A), `swap 1 2` (Ann to
  /// Team B), `end`; History's `edit 1` listed the goal as Ann's own goal, inferred from the
  /// line-up as kept. A goal stays what it was when scored, in every view.
  @Test(arguments: BothBackends.allCases)
  func aGoalBeforeASwapStaysTheScorersOwnInTheCorrectionView(backend: BothBackends)
    async throws
  {
    let run = try await backend.run(
      TimedScript.lines(
        "select", "pick 1-4", "confirm", "a 1 3", "b 2 4", "name a Bibs", "play", "start")
        + [.advance(.seconds(60), until: "Time left: 09:00")],
      then: [
        "goal a 1", "swap 1 2", "end", "y", "history", "show 1", "edit 1", "edit 1 scorer 1 1",
        "y", "back", "quit",
      ], roster: Self.roster)
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("(own goal)"), "\(backend):\n\(run.output)")
    #expect(!run.output.contains("(og)"), "\(backend):\n\(run.output)")
    #expect(!run.output.contains("error:"), "\(backend):\n\(run.output)")
    let lines = run.output.split(separator: "\n").map(String.init)
    #expect(lines.filter { $0 == "  1  2' Bibs, Ann" }.count >= 1, "\(backend):\n\(run.output)")
    #expect(lines.contains("  2' Bibs, Ann"), "\(backend):\n\(run.output)")
  }
}
