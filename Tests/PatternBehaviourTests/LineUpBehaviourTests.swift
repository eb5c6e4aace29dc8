import BehaviourCatalogue
import Domain
import TestSupport
import Testing

/// The match screen's line-up commands (issue 22, item 1), run against every variant: a
/// player moved, two swapped, a substitution with its minute, every refusal one error that
/// changes nothing, and the line-up kept with the match as it changes and with the gather
/// at the end.
@MainActor
@Suite
struct LineUpBehaviourTests {
  @Test(.tags(.gatherLineUpChanges), arguments: Pattern.allCases)
  func movesSwapsAndSubstitutionsAreKeptWithTheirMinutes(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("b 1", "bench 2", "a 1", "start")
        + [.advance(.seconds(120), until: "Time left: 08:00")]
        + TimedScript.lines(
          "goal a 1", "bench 2", "sub 2 1", "sub 1 2", "sub 3 4", "swap 3 4", "swap 2 3",
          "goal a 3", "goals", "end", "y"),
      gives: Self.changes)
  }

  @Test(.tags(.gatherBadLineUpInputChangesNothing), arguments: Pattern.allCases)
  func badLineUpInputIsOneErrorAndChangesNothing(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines(
        "a", "b x", "bench 1 2", "a 9", "a 99999999999999999999", "swap 1", "swap 1 1",
        "sub 1", "sub 1 2 3", "sub 1 9", "a 1", "bench 1", "bench 3", "sub 1 2", "bench 3",
        "quit", "y"),
      gives: Self.refusals)
  }

  /// A match left unfinished after a substitution: Dee on the Bench, Eve (a latecomer,
  /// number 5) on for her at 4'.
  static func substituted(_ gather: Gather) -> GatherScreens.Opening {
    let eve = GatherPlayer(player: Player(id: 5, name: "Eve"), team: .teamB, number: 5)
    var players = gather.players.enumerated().map { offset, place in
      GatherPlayer(player: place.player, team: place.team, number: offset + 1)
    }
    players[3].team = .bench
    return .resuming(
      MatchSnapshot(
        gatherID: gather.id, players: players + [eve], goals: [],
        timer: MatchTimerState(
          plan: .standard, stage: 0, remainingMilliseconds: 300_000, wasRunning: false),
        changes: [LineUpChange(playerID: 5, from: .bench, to: .teamB, replacedID: 4, minute: 4)]))
  }

  @Test(.tags(.gatherUnfinishedMatchResumes, .gatherLineUpChanges), arguments: Pattern.allCases)
  func aMatchLeftUnfinishedKeepsItsLineUp(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern, TimedScript.lines("y", "sub 5 4", "quit", "y"), opening: Self.substituted,
      gives: Self.resumed)
  }

  @Test(.tags(.gatherLatecomersJoin), arguments: Pattern.allCases)
  func latecomersJoinFromTheRosterOrAsGuests(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines("start")
        + [.advance(.seconds(60), until: "Time left: 09:00")]
        + TimedScript.lines(
          "add", "add 99", "add jo", "add JOSE", "add a 5", "add ann", "add b Zoë", "n",
          "add b Zoë", "y", "sub 4 5", "end", "y"),
      gives: Self.latecomers)
  }

  static let latecomers = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> start
    Timer running: 10:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 running"))
    gather>
    Time left: 09:00
    gather> add
    error: type 'add NAME' or 'add N' (their number on the player list), e.g. 'add Fay', or 'add a Fay' to put them on Team A
    gather> add 99
    error: there is no player 99; choose a number from 1 to 7
    gather> add jo
    error: 2 players on the roster fit 'jo': 6 José, 7 Joss; type 'add N' with the number the player list gives
    gather> add JOSE
    Line-up: 2' José joins the Bench as number 5; 'sub N 5' brings them on.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "09:00 running", bench: "5  José  -"))
    gather> add a 5
    Line-up: 2' Eve joins Team A as number 6.

    Gather: Team A 0-0 Team B
    Team A
      1  Ann   GK
      2  Bob   ST
      6  Eve   W
    Team B
      3  Cy    -
      4  Dee   DEF
    Bench
      5  José  -
    Timer: 09:00 running
    \(MatchBoard.commands)
    gather> add ann
    error: Ann already has a place in this match as number 1; 'list' shows who plays where
    gather> add b Zoë
    Zoë is not on the roster. Add Zoë to the roster as a guest, and to this match? [y/n] n
    Nobody was added.
    gather> add b Zoë
    Zoë is not on the roster. Add Zoë to the roster as a guest, and to this match? [y/n] y
    Line-up: 2' Zoë joins Team B as number 7.

    Gather: Team A 0-0 Team B
    Team A
      1  Ann   GK
      2  Bob   ST
      6  Eve   W
    Team B
      3  Cy    -
      4  Dee   DEF
      7  Zoë   -
    Bench
      5  José  -
    Timer: 09:00 running
    \(MatchBoard.commands)
    gather> sub 4 5
    Line-up: 2' José on for Dee (Team B).

    Gather: Team A 0-0 Team B
    Team A
      1  Ann   GK
      2  Bob   ST
      6  Eve   W
    Team B
      3  Cy    -
      5  José  -
      7  Zoë   -
    Bench
      4  Dee   DEF
    Timer: 09:00 running
    \(MatchBoard.commands)
    gather> end
    End the gather at Team A 0-0 Team B with 09:00 left? [y/n] y
    Gather ended with 09:00 left: Team A 0-0 Team B. Draw.
    No goals.
    parent: the gather ended 0-0
    parent: the player list shows
    players>
    -- kept
    snapshot: none
    gather: score 0-0, 0 goals, names Team A/Team B, line-up A: Ann, Bob, Eve; B: Cy, Dee, José, Zoë; Bench: ; changes: 6 to Bench (from -) at 2', 5 to Team A (from -) at 2', 8 to Team B (from -) at 2', 6 to Team B (from Bench, for 4) at 2'

    """

  static let changes = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> b 1
    Line-up: Ann to Team B (from Team A).

    Gather: Team A 0-0 Team B
    Team A
      2  Bob   ST
    Team B
      1  Ann   GK
      3  Cy    -
      4  Dee   DEF
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> bench 2
    error: Bob is the last Team A player; a team needs at least one; type 'swap N M' to exchange two players instead
    gather> a 1
    Line-up: Ann to Team A (from Team B).

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> start
    Timer running: 10:00.

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 running"))
    gather>
    Time left: 08:00
    gather> goal a 1
    Goal! 3' Team A, Ann. Team A 1-0 Team B
    gather> bench 2
    Line-up: 3' Bob to the Bench (from Team A).

    Gather: Team A 1-0 Team B
    Team A
      1  Ann   GK
    Team B
      3  Cy    -
      4  Dee   DEF
    Bench
      2  Bob   ST
    Timer: 08:00 running
    \(MatchBoard.commands)
    gather> sub 2 1
    error: Bob is on the Bench, not playing; type 'sub OUT IN' with a player who plays, then one from the Bench
    gather> sub 1 2
    Line-up: 3' Bob on for Ann (Team A).

    Gather: Team A 1-0 Team B
    Team A
      2  Bob   ST
    Team B
      3  Cy    -
      4  Dee   DEF
    Bench
      1  Ann   GK
    Timer: 08:00 running
    \(MatchBoard.commands)
    gather> sub 3 4
    error: Dee already plays for Team B; only a Bench player comes on: type 'swap N M' to exchange two players
    gather> swap 3 4
    error: Cy and Dee both play for Team B; swap players of different teams, or of a team and the Bench
    gather> swap 2 3
    Line-up: 3' Bob to Team B (from Team A); 3' Cy to Team A (from Team B).

    Gather: Team A 1-0 Team B
    Team A
      3  Cy    -
    Team B
      2  Bob   ST
      4  Dee   DEF
    Bench
      1  Ann   GK
    Timer: 08:00 running
    \(MatchBoard.commands)
    gather> goal a 3
    Goal! 3' Team A, Cy. Team A 2-0 Team B
    gather> goals
    Goals (2-0):
      1  3' Team A, Ann
      2  3' Team A, Cy
    gather> end
    End the gather at Team A 2-0 Team B with 08:00 left? [y/n] y
    Gather ended with 08:00 left: Team A 2-0 Team B. Winner: Team A.
    Goals (2-0):
      1  3' Team A, Ann
      2  3' Team A, Cy
    parent: the gather ended 2-0
    parent: the player list shows
    players>
    -- kept
    snapshot: none
    gather: score 2-0, 2 goals, names Team A/Team B, line-up A: Ann, Cy; B: Bob, Dee; Bench: ; changes: 2 to Bench (from Team A) at 3', 2 to Team A (from Bench, for 1) at 3', 2 to Team B (from Team A) at 3', 3 to Team A (from Team B) at 3'

    """

  static let refusals = """
    parent: the player list shows

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "10:00 ready"))
    gather> a
    error: type 'a N' with the player's number, e.g. 'a 3'
    gather> b x
    error: no player here is called 'x'; type their number or the start of their name
    gather> bench 1 2
    error: type 'bench N' with the player's number, e.g. 'bench 3'
    gather> a 9
    error: there is no player 9; choose a number from 1 to 4
    gather> a 99999999999999999999
    error: there is no player 99999999999999999999; choose a number from 1 to 4
    gather> swap 1
    error: type 'swap N M' with the numbers of two players, e.g. 'swap 2 3'
    gather> swap 1 1
    error: player 1 cannot take their own place; give two different numbers
    gather> sub 1
    error: type 'sub OUT IN' with the number of the player going off, then the one coming on from the Bench, e.g. 'sub 2 5'
    gather> sub 1 2 3
    error: type 'sub OUT IN' with the number of the player going off, then the one coming on from the Bench, e.g. 'sub 2 5'
    gather> sub 1 9
    error: there is no player 9; choose a number from 1 to 4 (someone not in this match comes on with 'add NAME' first)
    gather> a 1
    error: Ann already plays for Team A; 'list' shows who plays where
    gather> bench 1
    Line-up: Ann to the Bench (from Team A).

    Gather: Team A 0-0 Team B
    Team A
      2  Bob   ST
    Team B
      3  Cy    -
      4  Dee   DEF
    Bench
      1  Ann   GK
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> bench 3
    Line-up: Cy to the Bench (from Team B).

    Gather: Team A 0-0 Team B
    Team A
      2  Bob   ST
    Team B
      4  Dee   DEF
    Bench
      1  Ann   GK
      3  Cy    -
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> sub 1 2
    error: Ann is on the Bench, not playing; type 'sub OUT IN' with a player who plays, then one from the Bench
    gather> bench 3
    error: Cy is already on the Bench; 'list' shows who plays where
    gather> quit
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer paused.
    -- kept
    snapshot: 0 goals, 600000 ms left in stage 0, paused, names Team A/Team B, line-up A: Bob; B: Dee; Bench: Ann, Cy; changes: none
    gather: score none, 0 goals, names Team A/Team B

    """

  static let resumed = """
    parent: the player list shows
    Unfinished match found: Team A 0-0 Team B, 05:00 left (paused).
    Resume it? [y/n] y

    Gather: Team A 0-0 Team B
    Team A
      1  Ann   GK
      2  Bob   ST
    Team B
      3  Cy    -
      5  Eve   -
    Bench
      4  Dee   DEF
    Timer: 05:00 paused
    \(MatchBoard.commands)
    gather> sub 5 4
    Line-up: 6' Dee on for Eve (Team B).

    \(MatchBoard.lineUp("Team A 0-0 Team B", timer: "05:00 paused", bench: "5  Eve   -"))
    gather> quit
    The gather has not ended. Leave it? It stays saved: 'resume' on the player list or your next login offers it again. [y/n] y
    Left the gather with the timer paused.
    -- kept
    snapshot: 0 goals, 300000 ms left in stage 0, paused, names Team A/Team B, line-up A: Ann, Bob; B: Cy, Dee; Bench: Eve; changes: 5 to Team B (from Bench, for 4) at 4', 4 to Team B (from Bench, for 5) at 6'
    gather: score none, 0 goals, names Team A/Team B

    """
}
