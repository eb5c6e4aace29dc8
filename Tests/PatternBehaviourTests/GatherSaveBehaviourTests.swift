import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

/// What reaches the saved match, read back from the snapshot service after every line (not
/// inferred from what the screen printed): a goal, an own goal, a removal, a line-up change,
/// a typed score and a new name are each saved by the line that made them, in every
/// pattern; the ended gather keeps them all.
@MainActor
@Suite
struct GatherSaveBehaviourTests {
  @Test(.tags(.gatherEveryChangeIsSaved), arguments: Pattern.allCases)
  func everyChangeReachesTheSavedMatchAtTheLineThatMadeIt(pattern: Pattern) async throws {
    let transcript = try await GatherSession.transcript(
      of: pattern,
      TimedScript.lines("start")
        + [.advance(.seconds(60), until: "Time left: 09:00")]
        + TimedScript.lines(
          "goal a 1", "goal b og 2", "goal b 3", "remove 1", "bench 2", "sub 4 2", "swap 1 3",
          "score 3-2", "name a Bibs", "name b Reds", "goal a 3", "undo", "goal b og 3", "end",
          "y"),
      readingSaves: true)
    let kept = transcript.range(of: "-- kept\n").map { String(transcript[$0.lowerBound...]) }
    #expect(kept == Self.saves, "\(pattern.testDescription) saved differently")
  }

  /// A name, or the start of one, wherever the match screen takes a player's number: the
  /// same changes are saved as with the numbers, and a name that fits nobody or several is
  /// one error that changes nothing.
  @Test(.tags(.gatherNamesWorkLikeNumbers), arguments: Pattern.allCases)
  func namesWorkWhereverNumbersDo(pattern: Pattern) async throws {
    let transcript = try await GatherSession.transcript(
      of: pattern,
      TimedScript.lines("start")
        + [.advance(.seconds(60), until: "Time left: 09:00")]
        + TimedScript.lines(
          "goal a ann", "goal b og BOB", "bench c", "sub de cy", "swap Ann Dee", "goal a zed",
          "goal b og d"),
      readingSaves: true)
    let errors = transcript.split(separator: "\n").filter { $0.hasPrefix("error: ") }
    #expect(
      errors == [
        "error: no player here is called 'zed'; type their number or the start of their name"
      ], "\(pattern.testDescription)")
    let saved = transcript.range(of: "-- saved after each line\n").map {
      String(transcript[$0.upperBound...])
    }
    #expect(saved == Self.namedSaves, "\(pattern.testDescription) saved differently")
  }

  /// Tab completes the match's players' names after a command word, in every pattern.
  @Test(.tags(.gatherTabCompletesNames), arguments: Pattern.allCases)
  func tabCompletesTheNamesOfThePlayers(pattern: Pattern) async throws {
    let (console, _, _) = Console.scripted()
    let gathers = FakeGatherService()
    let gather = try await gathers.createGather(
      players: GatherSession.lineUp, teamNames: .standard)
    let services = GatherServices(
      console: console, clock: TestClock(), gathers: gathers,
      snapshots: FakeMatchSnapshotService(), players: FakePlayerService())
    let stack = ScreenStack(console: console)
    let screen = GatherScreens.screen(
      pattern, .started(gather), services: services,
      parent: GatherParent(console: console, stack: stack))
    await stack.push(screen)
    #expect(
      screen.completion.complete("goal a A")?.replacement == "Ann",
      "\(pattern.testDescription)")
    #expect(screen.completion.complete("sub de")?.replacement == "Dee")
  }

  static let namedSaves = """
    start -> 0-0; goals: none; names Team A/Team B; A 1 2, B 3 4, bench -; changes 0
    goal a ann -> 1-0; goals: A by 1 at 2'; names Team A/Team B; A 1 2, B 3 4, bench -; changes 0
    goal b og BOB -> 1-1; goals: A by 1 at 2', B by 2 at 2'; names Team A/Team B; A 1 2, B 3 4, bench -; changes 0
    bench c -> 1-1; goals: A by 1 at 2', B by 2 at 2'; names Team A/Team B; A 1 2, B 4, bench 3; changes 1
    sub de cy -> 1-1; goals: A by 1 at 2', B by 2 at 2'; names Team A/Team B; A 1 2, B 3, bench 4; changes 2
    swap Ann Dee -> 1-1; goals: A by 1 at 2', B by 2 at 2'; names Team A/Team B; A 2 4, B 3, bench 1; changes 4
    goal a zed -> 1-1; goals: A by 1 at 2', B by 2 at 2'; names Team A/Team B; A 2 4, B 3, bench 1; changes 4
    goal b og d -> 1-2; goals: A by 1 at 2', B by 2 at 2', B by 4 at 2'; names Team A/Team B; A 2 4, B 3, bench 1; changes 4

    """

  static let saves = """
    -- kept
    snapshot: none
    gather: score 3-3, 6 goals, names Bibs/Reds, line-up A: Cy; B: Ann, Bob, Dee; Bench: ; changes: 2 to Bench (from Team A) at 2', 2 to Team B (from Bench, for 4) at 2', 1 to Team B (from Team A) at 2', 3 to Team A (from Team B) at 2'
    -- saved after each line
    start -> 0-0; goals: none; names Team A/Team B; A 1 2, B 3 4, bench -; changes 0
    goal a 1 -> 1-0; goals: A by 1 at 2'; names Team A/Team B; A 1 2, B 3 4, bench -; changes 0
    goal b og 2 -> 1-1; goals: A by 1 at 2', B by 2 at 2'; names Team A/Team B; A 1 2, B 3 4, bench -; changes 0
    goal b 3 -> 1-2; goals: A by 1 at 2', B by 2 at 2', B by 3 at 2'; names Team A/Team B; A 1 2, B 3 4, bench -; changes 0
    remove 1 -> 0-2; goals: B by 2 at 2', B by 3 at 2'; names Team A/Team B; A 1 2, B 3 4, bench -; changes 0
    bench 2 -> 0-2; goals: B by 2 at 2', B by 3 at 2'; names Team A/Team B; A 1, B 3 4, bench 2; changes 1
    sub 4 2 -> 0-2; goals: B by 2 at 2', B by 3 at 2'; names Team A/Team B; A 1, B 2 3, bench 4; changes 2
    swap 1 3 -> 0-2; goals: B by 2 at 2', B by 3 at 2'; names Team A/Team B; A 3, B 1 2, bench 4; changes 4
    score 3-2 -> 3-2; goals: B by 2 at 2', B by 3 at 2', A by nobody at no minute, A by nobody at no minute, A by nobody at no minute; names Team A/Team B; A 3, B 1 2, bench 4; changes 4
    name a Bibs -> 3-2; goals: B by 2 at 2', B by 3 at 2', A by nobody at no minute, A by nobody at no minute, A by nobody at no minute; names Bibs/Team B; A 3, B 1 2, bench 4; changes 4
    name b Reds -> 3-2; goals: B by 2 at 2', B by 3 at 2', A by nobody at no minute, A by nobody at no minute, A by nobody at no minute; names Bibs/Reds; A 3, B 1 2, bench 4; changes 4
    goal a 3 -> 4-2; goals: B by 2 at 2', B by 3 at 2', A by nobody at no minute, A by nobody at no minute, A by nobody at no minute, A by 3 at 2'; names Bibs/Reds; A 3, B 1 2, bench 4; changes 4
    undo -> 3-2; goals: B by 2 at 2', B by 3 at 2', A by nobody at no minute, A by nobody at no minute, A by nobody at no minute; names Bibs/Reds; A 3, B 1 2, bench 4; changes 4
    goal b og 3 -> 3-3; goals: B by 2 at 2', B by 3 at 2', A by nobody at no minute, A by nobody at no minute, A by nobody at no minute, B by 3 at 2'; names Bibs/Reds; A 3, B 1 2, bench 4; changes 4
    end -> 3-3; goals: B by 2 at 2', B by 3 at 2', A by nobody at no minute, A by nobody at no minute, A by nobody at no minute, B by 3 at 2'; names Bibs/Reds; A 3, B 1 2, bench 4; changes 4
    y -> nothing

    """
}
