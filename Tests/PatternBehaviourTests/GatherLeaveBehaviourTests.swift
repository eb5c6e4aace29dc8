import BehaviourCatalogue
import Domain
import TestSupport
import Testing

/// The timer is a fact of the pitch, not of the screen, run against every variant: left
/// with `back` while it runs, the match goes on without its screen; `resume` on the player
/// list catches it up and says what passed (a half ended, the break, time up). An `end`
/// the backend refuses (a server that does not answer, a full disk) keeps the match and
/// its running timer as they were.
@MainActor
@Suite
struct GatherLeaveBehaviourTests {
  @Test(.tags(.gatherLeftMatchGoesOn), arguments: Pattern.allCases)
  func aMatchLeftRunningGoesOnAndSaysWhatPassedOnReturn(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("halves 2x1 break 1", "start")
        + [.advance(.seconds(50), until: "Time left: 00:10")]
        + TimedScript.lines("goal a 1", "back", "y")
        + [.advance(.seconds(80), until: "parent: the match was left")]
        + TimedScript.lines("resume", "y", "start")
        + [.advance(.seconds(20), until: "Timer running: 01:00.")]
        + TimedScript.lines("goal b 3", "back", "y")
        + [.advance(.seconds(45), until: "parent: the match was left")]
        + TimedScript.lines("resume", "y", "goals", "end", "y"),
      resumable: true,
      gives: Self.leftAndResumed)
  }

  @Test(.tags(.gatherLeftPausedMatchComesBackAsItWas), arguments: Pattern.allCases)
  func aMatchLeftPausedComesBackAsItWas(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("start")
        + [.advance(.seconds(60), until: "Time left: 09:00")]
        + TimedScript.lines("pause", "back", "y")
        + [.advance(.seconds(600), until: "parent: the match was left")]
        + TimedScript.lines("resume", "y"),
      resumable: true,
      gives: Self.leftPaused)
  }

  /// The countdown goes on after the refusal, and the match is kept as running.
  @Test(.tags(.gatherUnsavableMatchSaysSo), arguments: Pattern.allCases)
  func aRefusedEndLeavesTheTimerRunning(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("time 0:05", "start", "end", "y")
        + [.advance(.seconds(1), until: "Time left: 00:04")]
        + TimedScript.lines("list"),
      failingGathers: .storage("disk full"),
      gives: Self.refusedEnd)
  }

  static let leftAndResumed = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> halves 2x1 break 1
    Match set to 2 periods of 01:00 with a 01:00 break.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "01:00 ready (first half; 2 x 01:00, break 01:00)"))
    gather> start
    Timer running: 01:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "01:00 running (first half; 2 x 01:00, break 01:00)"))
    gather>
    Time left: 00:10
    gather> goal a 1
    Goal! 1' Team A, Ann. Team A 1-0 Team B
    gather> back
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer running (00:10 left in the first half); it runs on. 'resume' on the player list or your next login says what passed.
    parent: the match was left
    parent: the player list shows
    players> resume
    Unfinished match found: Team A 1-0 Team B, 01:00 left (paused (second half; 2 x 01:00, break 01:00)).
    The timer ran on while the match screen was closed: 01:20 passed.
    End of the first half: Team A 1-0 Team B.
    Break: 01:00.
    The break is over.
    Type 'start' to kick off the second half.
    Resume it? [y/n] y

    \(MatchBoard.lineUp("Team A 1-0 Team B", timer: "01:00 paused (second half; 2 x 01:00, break 01:00)"))
    gather> start
    Second half started: 01:00.

    \(MatchBoard.lineUp("Team A 1-0 Team B", timer: "01:00 running (second half; 2 x 01:00, break 01:00)"))
    gather> goal b 3
    Goal! 2' Team B, Cy. Team A 1-1 Team B
    gather> back
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer running (00:40 left in the second half); it runs on. 'resume' on the player list or your next login says what passed.
    parent: the match was left
    parent: the player list shows
    players> resume
    Unfinished match found: Team A 1-1 Team B, 00:00 left (time's up (second half; 2 x 01:00, break 01:00)).
    The timer ran on while the match screen was closed: 00:45 passed.
    Time's up! Team A 1-1 Team B. Type 'end' to end the gather.
    Resume it? [y/n] y

    \(MatchBoard.lineUp("Team A 1-1 Team B", timer: "00:00 time's up (second half; 2 x 01:00, break 01:00)"))
    gather> goals
    Goals (1-1):
      1  1' Team A, Ann
      2  2' Team B, Cy
    gather> end
    End the gather at Team A 1-1 Team B? [y/n] y
    Gather ended: Team A 1-1 Team B. Draw.
    Goals (1-1):
      1  1' Team A, Ann
      2  2' Team B, Cy
    parent: the gather ended 1-1
    parent: the player list shows
    players>
    -- kept
    snapshot: none
    gather: score 1-1, 2 goals, names Team A/Team B

    """

  static let leftPaused = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> start
    Timer running: 10:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 running"))
    gather>
    Time left: 09:00
    gather> pause
    Timer paused at 09:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "09:00 paused"))
    gather> back
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer paused.
    parent: the match was left
    parent: the player list shows
    players> resume
    Unfinished match found: Team A 0-0 Team B, 09:00 left (paused).
    Resume it? [y/n] y

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "09:00 paused"))
    gather>
    -- kept
    snapshot: 0 goals, 540000 ms left in stage 0, paused, names Team A/Team B
    gather: score none, 0 goals, names Team A/Team B

    """

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
    End the gather at Team A 0-0 Team B with 00:05 left? [y/n] y
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
