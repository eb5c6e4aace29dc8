import Domain
import TestSupport
import Testing

/// Issue 22, item 1, as an organiser types it, on both backends: a latecomer joins the
/// Bench, comes on for a player, scores; the gather keeps who played for whom from which
/// minute, History shows it, and the records count each game once (the web service keeps
/// the substitution and its minute only in this machine's notes).
@MainActor
@Suite(.timeLimit(.minutes(1)))
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
}
