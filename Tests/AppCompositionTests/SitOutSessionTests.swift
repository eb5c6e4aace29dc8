import Domain
import TestSupport
import Testing

/// Issue 22, item 6, as an organiser types it, on both backends: six picked for 2-a-side,
/// `size 2` proposes who sits out (the keeper plays; first those who played the most of the
/// latest gathers in a row, guests after regulars), the organiser overrides with `b N` and `bench N`, the gather keeps who
/// sat out (the web service has no place for them: this machine's notes keep them), History's
/// `show N` says so, and the next proposal rotates.
@MainActor
@Suite
struct SitOutSessionTests {
  static let roster =
    [PlayerDraft(name: "Ann", position: .goalkeeper)]
    + ["Bob", "Cy", "Dee", "Eve", "Fay"].map { PlayerDraft(name: $0) }

  @Test(arguments: BothBackends.allCases)
  func whoSatOutIsProposedOverriddenKeptAndRotated(backend: BothBackends) async throws {
    let run = try await backend.run(
      [
        "select", "pick 1-6", "confirm", "size 2", "balance 3", "play", "end", "y",
        "select", "pick 1-6", "confirm", "size 2", "b 3", "bench 5", "balance 3", "play", "end",
        "y", "history", "show 1", "show 2", "back",
        "select", "pick 1-6", "confirm", "size 2", "back", "back", "quit",
      ], roster: Self.roster)
    #expect(run.status == 0, "\(run.errors)")
    let lines = run.output.split(separator: "\n").map(String.init)
    let proposals = lines.filter { $0.hasPrefix("2 a side takes") }
    let overrides =
      "'a N' or 'b N' brings one back, 'bench N' sits one out; 'balance' splits the others."
    #expect(
      proposals == [
        // Nobody has played: all are guests; the keeper plays, the last numbers sit out.
        "2 a side takes 4 of the 6 picked; sitting out: Eve (first gather), Fay (first gather). "
          + overrides,
        // Bob, Cy and Dee played the first: regulars, so they sit out before the guests.
        "2 a side takes 4 of the 6 picked; sitting out: Cy (played last time), "
          + "Dee (played last time). " + overrides,
        // Dee and Eve sat out last time, Fay the time before: Bob and Cy played both.
        "2 a side takes 4 of the 6 picked; sitting out: Bob (played the last 2), "
          + "Cy (played the last 2). " + overrides,
      ], "\(backend):\n\(run.output)")
    #expect(
      lines.filter { $0.hasPrefix("Gather started:") }
        == Array(
          repeating: "Gather started: Team A (2) v Team B (2); 2 on the bench sit this one out.",
          count: 2), "\(backend):\n\(run.output)")
    // show 1 is the second gather (Cy brought back, Eve benched), show 2 the first.
    #expect(
      lines.filter { $0.hasPrefix("Sat out:") } == ["Sat out: Dee, Eve", "Sat out: Eve, Fay"],
      "\(backend):\n\(run.output)")
    #expect(!run.output.contains("error:"), "\(backend):\n\(run.output)")
  }

  /// Issue 36: a regular who played last week is proposed as such, not as one who never sat
  /// out or a guest, when last week was entered afterwards from History (by name) too.
  @Test(arguments: BothBackends.allCases)
  func aGatherEnteredFromHistoryCountsForWhoSitsOut(backend: BothBackends) async throws {
    let run = try await backend.run(
      [
        "history", "add", "2026-11-14", "bob cy", "de, eve", "1-0", "", "y", "back",
        "select", "pick 1-6", "confirm", "size 2", "back", "back", "quit",
      ], roster: Self.roster)
    #expect(run.status == 0, "\(run.errors)")
    #expect(
      run.output.contains(
        "2 a side takes 4 of the 6 picked; sitting out: Dee (played last time), "
          + "Eve (played last time)."), "\(backend):\n\(run.output)")
  }
}
