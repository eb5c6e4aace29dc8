import Domain
import TestSupport
import Testing

/// An `end` the backend refuses (a server that does not answer, a full disk) keeps the
/// match as it was, its running timer too: the countdown goes on and a later `end` can
/// still save it. Run against every variant.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct GatherEndFailureBehaviourTests {
  @Test(arguments: Pattern.allCases)
  func aRefusedEndLeavesTheTimerRunning(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("time 0:05", "start", "end", "y")
        + [.advance(.seconds(1), until: "Time left: 00:04")]
        + TimedScript.lines("list"),
      failingGathers: .storage("disk full"),
      gives: Self.refusedEnd)
  }

  static let refusedEnd = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> time 0:05
    Time set to 00:05.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "00:05 ready"))
    gather> start
    Timer running: 00:05.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "00:05 running"))
    gather> end
    End the gather at Team A 0-0 Team B? [y/n] y
    error: could not end the gather: storage failed: disk full
    gather>
    Time left: 00:04
    gather> list

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "00:04 running"))
    gather>
    -- kept
    snapshot: 0 goals, 4000 ms left in stage 0, running, names Team A/Team B
    gather: score none, 0 goals, names Team A/Team B

    """
}
