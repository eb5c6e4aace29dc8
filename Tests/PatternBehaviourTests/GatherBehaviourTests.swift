import BehaviourCatalogue
import Domain
import TestSupport
import Testing

/// The match screen's acceptance tests, written once and run against every variant: the
/// same lines in (and the same moves of the clock) must give the same transcript out as
/// the VIPER module's, and keep the same match and result.
@MainActor
@Suite
struct GatherBehaviourTests {
  @Test(
    .tags(
      .gatherGoalIsScored, .gatherGoalIsTakenBack, .gatherScoreIsTyped, .gatherTeamIsRenamed,
      .gatherEndSavesTheResult, .gatherTimerCountsDown), arguments: Pattern.allCases)
  func aWholeMatchWithGoalsCorrectionsAndTheEnd(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines(
        "goals", "goal a 1", "goal b og 2", "goal c", "goal a 9", "goal a 3", "goal b og",
        "time 00:03", "start")
        + [
          .advance(.seconds(1), until: "Time left: 00:02"),
          .advance(.seconds(1), until: "Time left: 00:01"),
          .advance(.seconds(1), until: "Time's up!"),
        ]
        + TimedScript.lines(
          "start", "goals", "undo", "remove 3", "remove 1", "score 3-2", "name a Bibs",
          "goal a 2", "name a", "list", "end", "n", "end", "y"),
      gives: Self.wholeMatch)
  }

  @Test(
    .tags(.gatherTimerCountsDown, .gatherHalvesHaveABreak, .gatherBackAsksWhileRunning),
    arguments: Pattern.allCases)
  func theTimerHalvesTheBreakAndLeavingWithBack(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("pause", "start")
        + [.advance(.seconds(60), until: "Time left: 09:00")]
        + TimedScript.lines("start", "time 5", "pause", "timer")
        + [.advance(.seconds(60), until: "Time left: 08:00")]
        + TimedScript.lines(
          "timer", "stop", "time 90:01", "time 7", "halves 5x30", "halves 2x1 break 1",
          "reset", "start", "goal b 4")
        + [
          .advance(.seconds(60), until: "Break: 01:00."),
          .advance(.seconds(60), until: "kick off the second half."),
        ]
        + TimedScript.lines("list", "start", "halves 3x10", "pause", "back", "", "back", "y"),
      gives: Self.timerAndBack)
  }

  @Test(.tags(.gatherBadInputIsOneError, .gatherQuitAsksFirst), arguments: Pattern.allCases)
  func badInputIsOneErrorAndQuitAsksFirst(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines(
        "help", "kick", "start now", "time", "time 1:5", "halves 2", "halves 2x25 pause 5",
        "remove", "remove x", "score three", "name", "name c Bibs", "name b b", "name a B",
        "undo", "remove 1", "remove 99999999999999999999", "time 99999999999999999999",
        "halves 2x99999999999999999999", "goal a 99999999999999999999", "end", "", "quit", "n",
        "start", "goal a 2")
        + [.advance(.seconds(60), until: "Time left: 09:00")],
      gives: Self.badInput)
  }

  /// A match left unfinished: 1-0 to Team B, 07:12 left, saved while running.
  static func unfinished(_ gather: Gather) -> GatherScreens.Opening {
    .resuming(
      MatchSnapshot(
        gatherID: gather.id, players: gather.players,
        goals: [Goal(team: .teamB, scorerID: 3, minute: 2)],
        timer: MatchTimerState(
          plan: .standard, stage: 0, remainingMilliseconds: 431_200, wasRunning: true),
        teamNames: TeamNames(teamA: "Bibs", teamB: "Team B")))
  }

  @Test(.tags(.gatherUnfinishedMatchResumes), arguments: Pattern.allCases)
  func aMatchLeftUnfinishedIsResumedWhereItWas(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("y", "goals", "start")
        + [.advance(.milliseconds(11_200), until: "Time left: 07:00")]
        + TimedScript.lines("quit", "y"),
      opening: Self.unfinished,
      gives: Self.resumed)
  }

  @Test(.tags(.gatherUnfinishedMatchKeptUnlessDiscardedTwice), arguments: Pattern.allCases)
  func aMatchLeftUnfinishedIsKeptUnlessDiscardedTwice(pattern: Pattern) async throws {
    let kept = try await GatherSession.transcript(
      of: pattern, TimedScript.lines("n", "resume", ""), opening: Self.unfinished)
    let discarded = try await GatherSession.transcript(
      of: pattern, TimedScript.lines("no", "yes"), opening: Self.unfinished)
    #expect(
      kept + discarded == Self.keptThenDiscarded, "\(pattern.testDescription) differs from VIPER")
  }

  @Test(.tags(.gatherListsTwentyFiveATeam), arguments: Pattern.allCases)
  func aBigGatherListsTwentyFivePlayersATeam(pattern: Pattern) async throws {
    let players = (1...130).map { id in
      GatherPlayer(
        player: Player(id: id, name: "Player \(id)"), team: id.isMultiple(of: 2) ? .teamB : .teamA)
    }
    try await GatherSession.expect(
      pattern, TimedScript.lines("goal a 129", "goal b 130", "goal a 130"), players: players,
      gives: Self.bigGather)
  }

  @Test(.tags(.gatherUnsavableMatchSaysSo), arguments: Pattern.allCases)
  func aMatchThatCannotBeSavedSaysSoAtEveryChange(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("list", "goal a 1", "time 0:02", "start")
        + [.advance(.seconds(1), until: "error: the match could not be saved")]
        + TimedScript.lines("goals", "end", "y"),
      failing: .storage("disk full"),
      gives: Self.unsaved)
  }

  static let wholeMatch = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> goals
    No goals yet. Type 'goal a' or 'goal b N'.
    gather> goal a 1
    Goal! -- Team A, Ann. Team A 1-0 Team B
    gather> goal b og 2
    Goal! -- Team B, Bob (own goal). Team A 1-1 Team B
    gather> goal c
    error: type 'goal a' or 'goal b', and the scorer's number: 'goal a 3' ('goal a og 7' for an own goal)
    gather> goal a 9
    error: there is no player 9; choose a number from 1 to 4
    gather> goal a 3
    error: Cy does not play for Team A; give a Team A player, score for Team B, or type 'og' for an own goal
    gather> goal b og
    error: type 'goal b og N' with the number of the player who scored it
    gather> time 00:03
    Time set to 00:03.

    \(MatchBoard.lineUp("Team A 1-1 Team B", timer: "00:03 ready"))
    gather> start
    Timer running: 00:03.

    \(MatchBoard.lineUp("Team A 1-1 Team B", timer: "00:03 running"))
    gather>
    Time left: 00:02
    gather>
    Time left: 00:01
    gather>
    Time's up! Team A 1-1 Team B. Type 'end' to end the gather.
    gather> start
    error: time is up; type 'stop' to reset the timer or 'end' to end the gather
    gather> goals
    Goals (1-1):
      1  -- Team A, Ann
      2  -- Team B, Bob (own goal)
    gather> undo
    Removed the last goal (-- Team B, Bob (own goal)). Team A 1-0 Team B
    gather> remove 3
    error: there is no goal 3; choose a number from 1 to 1 ('goals' lists them)
    gather> remove 1
    Removed goal 1 (-- Team A, Ann). Team A 0-0 Team B
    gather> score 3-2
    Score set: Team A 3-2 Team B.
    gather> name a Bibs
    Team A is now called Bibs; 'goal a N' still scores for it.

    \(MatchBoard.lineUp("Bibs 3-2 Team B", timer: "00:00 time's up", teamA: "Bibs (a)"))
    gather> goal a 2
    Goal! 1' Bibs, Bob. Bibs 4-2 Team B
    gather> name a
    Team A is called Team A again.

    \(MatchBoard.lineUp("Team A 4-2 Team B", timer: "00:00 time's up"))
    gather> list

    \(MatchBoard.lineUp("Team A 4-2 Team B", timer: "00:00 time's up"))
    gather> end
    End the gather at Team A 4-2 Team B? [y/n] n
    The gather goes on.
    gather> end
    End the gather at Team A 4-2 Team B? [y/n] y
    Gather ended: Team A 4-2 Team B. Winner: Team A.
    Goals (4-2):
      1  -- Team A
      2  -- Team A
      3  -- Team A
      4  -- Team B
      5  -- Team B
      6  1' Team A, Bob
    parent: the gather ended 4-2
    parent: the player list shows
    players>
    -- kept
    snapshot: none
    gather: score 4-2, 6 goals, names Team A/Team B

    """

  static let timerAndBack = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> pause
    error: the timer is not running; type 'start'
    gather> start
    Timer running: 10:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 running"))
    gather>
    Time left: 09:00
    gather> start
    error: the timer is already running; type 'pause' to pause it
    gather> time 5
    error: the timer is running; type 'pause' or 'stop' before setting the time
    gather> pause
    Timer paused at 09:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "09:00 paused"))
    gather> timer
    Timer running: 09:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "09:00 running"))
    gather>
    Time left: 08:00
    gather> timer
    Timer paused at 08:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "08:00 paused"))
    gather> stop
    Timer stopped and reset to 10:00. The match clock goes on from 02:00 played.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> time 90:01
    error: the time must be from 00:01 to 90:00, e.g. 'time 25:00'
    gather> time 7
    Time set to 07:00. The match clock goes on from 02:00 played.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "07:00 ready"))
    gather> halves 5x30
    error: halves need 2 to 4 periods of at least a minute, 90 minutes of play at most and a break of 0 to 30 minutes, e.g. 'halves 2x25 break 5'
    gather> halves 2x1 break 1
    The match clock has 02:00 played. Reset it to 00:00 for these halves? Goals after that count from 1' again. [reset/keep] reset
    Match set to 2 periods of 01:00 with a 01:00 break.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "01:00 ready (first half; 2 x 01:00, break 01:00)"))
    gather> start
    Timer running: 01:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "01:00 running (first half; 2 x 01:00, break 01:00)"))
    gather> goal b 4
    Goal! 1' Team B, Dee. Team A 0-1 Team B
    gather>
    End of the first half: Team A 0-1 Team B.
    gather>
    Break: 01:00.
    gather>
    The break is over.
    gather>
    Type 'start' to kick off the second half.
    gather> list

    \(MatchBoard.lineUp("Team A 0-1 Team B", timer: "01:00 paused (second half; 2 x 01:00, break 01:00)"))
    gather> start
    Second half started: 01:00.

    \(MatchBoard.lineUp("Team A 0-1 Team B", timer: "01:00 running (second half; 2 x 01:00, break 01:00)"))
    gather> halves 3x10
    error: the timer is running; type 'pause' or 'stop' before setting the time
    gather> pause
    Timer paused at 01:00.

    \(MatchBoard.lineUp("Team A 0-1 Team B", timer: "01:00 paused (second half; 2 x 01:00, break 01:00)"))
    gather> back
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n]
    The gather goes on.
    gather> back
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer paused.
    parent: the match was left
    parent: the player list shows
    players>
    -- kept
    snapshot: 1 goals, 60000 ms left in stage 2, paused, names Team A/Team B
    gather: score none, 0 goals, names Team A/Team B

    """

  static let badInput = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> help
    Commands:
      start                   start or resume the timer (also: resume)
      pause                   pause the timer
      timer                   start or pause the timer, whichever it is not doing
      stop                    stop the timer and reset it to the time last set
      time MM:SS|MM           set the timer, from 00:01 to 90:00 (time 7 is 07:00)
      halves NxMM [break MM]  play N periods of MM minutes (or MM:SS) with a break
      goal a|b [N]            a goal for Team A or B, scored by player N
      goal a|b og N           an own goal: player N of the other team scored it
      a|b N                   move player N to Team A or Team B
      bench N                 move player N to the Bench
      swap N M                players N and M change places
      sub OUT IN              player IN comes on from the Bench for player OUT (kept with the minute)
      add [a|b] NAME|N        a latecomer joins the Bench (or Team A or B): a roster player by name or by their number on the player list, or a guest
      name a|b [NAME]         call Team A or B NAME for this gather ('name a' alone: Team A)
      undo                    remove the last goal
      remove N                remove goal N of the goal log
      score A-B               set the score without scorers (adds or removes unnamed goals)
      goals                   show the goal log
      list [A-B]              show the match again (players A to B of a long line-up)
      more                    show the next 25 players of each long team
      end                     end the gather and save the result (asks first)
      help                    list this screen's commands
      back                    go back to the previous screen
      quit                    leave Football Gather
    gather> kick
    error: unknown command 'kick'; type one of: start, pause, timer, stop, time MM:SS|MM, halves NxMM [break MM], goal a|b [N], goal a|b og N, a|b N, bench N, swap N M, sub OUT IN, add [a|b] NAME|N, name a|b [NAME], undo, remove N, score A-B, goals, list [A-B], more, end, help, back, quit
    gather> start now
    error: 'start' takes nothing after it; type 'start'
    gather> time
    error: type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or 'time 7'
    gather> time 1:5
    error: type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or 'time 7'
    gather> halves 2
    error: type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, 'halves 2x22:30' for minutes and seconds)
    gather> halves 2x25 pause 5
    error: type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, 'halves 2x22:30' for minutes and seconds)
    gather> remove
    error: type 'remove N' with the goal's number from 'goals'
    gather> remove x
    error: type 'remove N' with the goal's number from 'goals'
    gather> score three
    error: type the score as Team A-Team B, e.g. 'score 3-2'
    gather> name
    error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'
    gather> name c Bibs
    error: type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'
    gather> name b b
    Team B is now called b; 'goal b N' still scores for it.

    \(MatchBoard.lineUp("Team A 0-0 b", timer: "10:00 ready", teamB: "b (b)"))
    gather> name a B
    error: Team B is already called 'b'; give Team A another name
    gather> undo
    error: there is no goal to undo; the score is 0-0
    gather> remove 1
    error: there is no goal to remove; the score is 0-0
    gather> remove 99999999999999999999
    error: type 'remove N' with the goal's number from 'goals'
    gather> time 99999999999999999999
    error: type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or 'time 7'
    gather> halves 2x99999999999999999999
    error: '99999999999999999999' is out of range; type a whole number from 0 to 999
    gather> goal a 99999999999999999999
    error: there is no player 99999999999999999999; choose a number from 1 to 4
    gather> end
    End the gather at Team A 0-0 b? [y/n]
    The gather goes on.
    gather> quit
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] n
    The gather goes on.
    gather> start
    Timer running: 10:00.

    \(MatchBoard.lineUp("Team A 0-0 b", timer: "10:00 running", teamB: "b (b)"))
    gather> goal a 2
    Goal! 1' Team A, Bob. Team A 1-0 b
    gather>
    Time left: 09:00
    gather>
    -- kept
    snapshot: 1 goals, 540000 ms left in stage 0, running, names Team A/b
    gather: score none, 0 goals, names Team A/b

    """

  static let resumed = """
    parent: the player list shows
    Unfinished match found: Bibs 0-1 Team B, 07:12 left (paused).
    Resume it? [y/n] y

    \(MatchBoard.lineUp("Bibs 0-1 Team B", timer: "07:12 paused", teamA: "Bibs (a)"))
    gather> goals
    Goals (0-1):
      1  2' Team B, Cy
    gather> start
    Timer running: 07:12.

    \(MatchBoard.lineUp("Bibs 0-1 Team B", timer: "07:12 running", teamA: "Bibs (a)"))
    gather>
    Time left: 07:00
    gather> quit
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer running (07:00 left); it runs on. 'resume' on the player list or your next login says what passed.
    -- kept
    snapshot: 1 goals, 420000 ms left in stage 0, running, names Bibs/Team B
    gather: score none, 0 goals, names Team A/Team B

    """

  static let keptThenDiscarded = """
    parent: the player list shows
    Unfinished match found: Bibs 0-1 Team B, 07:12 left (paused).
    Resume it? [y/n] n
    Discard the unfinished match Bibs 0-1 Team B (1 goal, 4 players)? Its goals and its gather are lost for good. [discard/keep] resume
    error: 'resume' is not an answer here; type 'discard' or 'keep'
    Discard the unfinished match Bibs 0-1 Team B (1 goal, 4 players)? Its goals and its gather are lost for good. [discard/keep]
    Kept the unfinished match; 'resume' on the player list offers it again.
    parent: the match was left
    parent: the player list shows
    players>
    -- kept
    snapshot: 1 goals, 431200 ms left in stage 0, running, names Bibs/Team B
    gather: score none, 0 goals, names Team A/Team B
    parent: the player list shows
    Unfinished match found: Bibs 0-1 Team B, 07:12 left (paused).
    Resume it? [y/n] no
    Discard the unfinished match Bibs 0-1 Team B (1 goal, 4 players)? Its goals and its gather are lost for good. [discard/keep] yes
    Discarded the unfinished match.
    parent: the match was left
    parent: the player list shows
    players>
    -- kept
    snapshot: none

    """

  static let bigGather = """
    parent: the player list shows

    Gather: Team A 0-0 Team B
    Team A
    \(MatchBoard.playerRows(stride(from: 1, through: 49, by: 2), width: 2))
          ... 40 not listed: 'more', 'list A-B'
    Team B
    \(MatchBoard.playerRows(stride(from: 2, through: 50, by: 2), width: 2))
          ... 40 not listed: 'more', 'list A-B'
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> goal a 129
    Goal! -- Team A, Player 129. Team A 1-0 Team B
    gather> goal b 130
    Goal! -- Team B, Player 130. Team A 1-1 Team B
    gather> goal a 130
    error: Player 130 does not play for Team A; give a Team A player, score for Team B, or type 'og' for an own goal
    gather>
    -- kept
    snapshot: 2 goals, 600000 ms left in stage 0, paused, names Team A/Team B
    gather: score none, 0 goals, names Team A/Team B

    """

  static let unsaved = """
    parent: the player list shows
    error: storage failed: disk full
    gather> list

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> goal a 1
    error: storage failed: disk full
    gather> time 0:02
    error: storage failed: disk full
    gather> start
    error: storage failed: disk full
    gather>
    Time left: 00:01
    gather>
    error: the match could not be saved: storage failed: disk full
    gather> goals
    Goals (1-0):
      1  -- Team A, Ann
    gather> end
    End the gather at Team A 1-0 Team B with 00:01 left? [y/n] y
    error: could not end the gather: storage failed: disk full
    gather>
    -- kept
    snapshot: none
    gather: score 1-0, 1 goals, names Team A/Team B

    """
}
