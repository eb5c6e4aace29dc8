import BehaviourCatalogue
import Domain
import TestSupport
import Testing

/// The match clock, run against every variant: goal minutes never go back when the time
/// is set again or the countdown stopped, and halves set once the clock has moved ask
/// whether it starts again at 0 (`[reset/keep]`, keep on an empty line).
@MainActor
@Suite
struct GatherClockBehaviourTests {
  @Test(.tags(.gatherGoalMinutesNeverGoBack), arguments: Pattern.allCases)
  func goalMinutesGoOnAfterTimeIsSetAgain(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("time 2", "start")
        + [.advance(.seconds(60), until: "Time left: 01:00")]
        + TimedScript.lines("goal a 1")
        + [.advance(.seconds(60), until: "Time's up!")]
        + TimedScript.lines("goal a 2", "time 5", "goal b 3", "start")
        + [.advance(.seconds(60), until: "Time left: 04:00")]
        + TimedScript.lines("goal b 4", "stop", "goal a 1", "goals"),
      gives: Self.minutesGoOn)
  }

  @Test(.tags(.gatherHalvesMidMatchAskFirst), arguments: Pattern.allCases)
  func halvesMidMatchAskBeforeTheClockStartsAgain(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("halves 2x1", "start")
        + [.advance(.seconds(50), until: "Time left: 00:10")]
        + TimedScript.lines("goal a 1", "pause", "halves 3x1", "start", "", "goal a 2")
        + TimedScript.lines("halves 2x1 break 1", "keep please", "reset", "goal b 3", "goals"),
      gives: Self.halvesAsk)
  }

  /// Halves take minutes and seconds as `time` does, and ending before time is up says
  /// how much play was left (the rest of this half and the whole second one).
  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft, .gatherHalvesHaveABreak), arguments: Pattern.allCases)
  func halvesTakeSecondsAndAnEarlyEndSaysTheTimeLeft(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("halves 2x22:30 break 2:30", "start")
        + [.advance(.seconds(30), until: "Time left: 22:00")]
        + TimedScript.lines("goal a 1", "end", "n", "pause", "end", "y"),
      gives: Self.earlyEnd)
  }

  /// At time's up nothing is cut short: the end says no time.
  @Test(.tags(.gatherEarlyEndSaysTheTimeLeft), arguments: Pattern.allCases)
  func anEndAtTimesUpSaysNoTimeLeft(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("time 0:02", "start")
        + [.advance(.seconds(2), until: "Time's up!")]
        + TimedScript.lines("end", "y"),
      gives: Self.endAtTimesUp)
  }

  static let earlyEnd = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> halves 2x22:30 break 2:30
    Match set to 2 periods of 22:30 with a 02:30 break.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "22:30 ready (first half; 2 x 22:30, break 02:30)"))
    gather> start
    Timer running: 22:30.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "22:30 running (first half; 2 x 22:30, break 02:30)"))
    gather>
    Time left: 22:00
    gather> goal a 1
    Goal! 1' Team A, Ann. Team A 1-0 Team B
    gather> end
    End the gather at Team A 1-0 Team B with 44:30 left? [y/n] n
    The gather goes on.
    gather> pause
    Timer paused at 22:00.

    \(MatchBoard.lineUp("Team A 1-0 Team B", timer: "22:00 paused (first half; 2 x 22:30, break 02:30)"))
    gather> end
    End the gather at Team A 1-0 Team B with 44:30 left? [y/n] y
    Gather ended with 44:30 left: Team A 1-0 Team B. Winner: Team A.
    Goals (1-0):
      1  1' Team A, Ann
    parent: the gather ended 1-0
    parent: the player list shows
    players>
    -- kept
    snapshot: none
    gather: score 1-0, 1 goals, names Team A/Team B

    """

  static let endAtTimesUp = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> time 0:02
    Time set to 00:02.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "00:02 ready"))
    gather> start
    Timer running: 00:02.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "00:02 running"))
    gather>
    Time's up! Team A 0-0 Team B. Type 'end' to end the gather.
    gather> end
    End the gather at Team A 0-0 Team B? [y/n] y
    Gather ended: Team A 0-0 Team B. Draw.
    No goals.
    parent: the gather ended 0-0
    parent: the player list shows
    players>
    -- kept
    snapshot: none
    gather: score 0-0, 0 goals, names Team A/Team B

    """

  static let minutesGoOn = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> time 2
    Time set to 02:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "02:00 ready"))
    gather> start
    Timer running: 02:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "02:00 running"))
    gather>
    Time left: 01:00
    gather> goal a 1
    Goal! 2' Team A, Ann. Team A 1-0 Team B
    gather>
    Time's up! Team A 1-0 Team B. Type 'end' to end the gather.
    gather> goal a 2
    Goal! 2' Team A, Bob. Team A 2-0 Team B
    gather> time 5
    Time set to 05:00. The match clock goes on from 02:00 played.

    \(MatchBoard.lineUp("Team A 2-0 Team B", timer: "05:00 ready"))
    gather> goal b 3
    Goal! 3' Team B, Cy. Team A 2-1 Team B
    gather> start
    Timer running: 05:00.

    \(MatchBoard.lineUp("Team A 2-1 Team B", timer: "05:00 running"))
    gather>
    Time left: 04:00
    gather> goal b 4
    Goal! 4' Team B, Dee. Team A 2-2 Team B
    gather> stop
    Timer stopped and reset to 05:00. The match clock goes on from 03:00 played.

    \(MatchBoard.lineUp("Team A 2-2 Team B", timer: "05:00 ready"))
    gather> goal a 1
    Goal! 4' Team A, Ann. Team A 3-2 Team B
    gather> goals
    Goals (3-2):
      1  2' Team A, Ann
      2  2' Team A, Bob
      3  3' Team B, Cy
      4  4' Team B, Dee
      5  4' Team A, Ann
    gather>
    -- kept
    snapshot: 5 goals, 300000 ms left in stage 0, paused, names Team A/Team B
    gather: score none, 0 goals, names Team A/Team B

    """

  static let halvesAsk = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> halves 2x1
    Match set to 2 periods of 01:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "01:00 ready (first half; 2 x 01:00)"))
    gather> start
    Timer running: 01:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "01:00 running (first half; 2 x 01:00)"))
    gather>
    Time left: 00:10
    gather> goal a 1
    Goal! 1' Team A, Ann. Team A 1-0 Team B
    gather> pause
    Timer paused at 00:10.

    \(MatchBoard.lineUp("Team A 1-0 Team B", timer: "00:10 paused (first half; 2 x 01:00)"))
    gather> halves 3x1
    The match clock has 00:50 played. Reset it to 00:00 for these halves? Goals after that count from 1' again. [reset/keep] start
    error: 'start' is not an answer here; type 'reset' or 'keep'
    The match clock has 00:50 played. Reset it to 00:00 for these halves? Goals after that count from 1' again. [reset/keep]
    Match set to 3 periods of 01:00. The match clock goes on from 00:50 played.

    \(MatchBoard.lineUp("Team A 1-0 Team B", timer: "01:00 ready (period 1; 3 x 01:00)"))
    gather> goal a 2
    Goal! 1' Team A, Bob. Team A 2-0 Team B
    gather> halves 2x1 break 1
    The match clock has 00:50 played. Reset it to 00:00 for these halves? Goals after that count from 1' again. [reset/keep] keep please
    error: 'keep please' is not an answer here; type 'reset' or 'keep'
    The match clock has 00:50 played. Reset it to 00:00 for these halves? Goals after that count from 1' again. [reset/keep] reset
    Match set to 2 periods of 01:00 with a 01:00 break.

    \(MatchBoard.lineUp("Team A 2-0 Team B", timer: "01:00 ready (first half; 2 x 01:00, break 01:00)"))
    gather> goal b 3
    Goal! -- Team B, Cy. Team A 2-1 Team B
    gather> goals
    Goals (2-1):
      1  1' Team A, Ann
      2  1' Team A, Bob
      3  -- Team B, Cy
    gather>
    -- kept
    snapshot: 3 goals, 60000 ms left in stage 0, paused, names Team A/Team B
    gather: score none, 0 goals, names Team A/Team B

    """
}
