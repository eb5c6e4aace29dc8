import BehaviourCatalogue
import Domain
import TestSupport
import Testing

/// A league day's match, run against every variant: the match screen lists 25 of each team
/// (two teams fill the roster's screenful of 50) and pages with the roster's words (`more`,
/// `list A-B`); a change on a line-up that long says what changed and prints the timer, not
/// the teams again.
@MainActor
@Suite
struct GatherPagingBehaviourTests {
  /// Team A: players 1 to 60; Team B: 61 to 112.
  static let players = (1...112).map { id in
    GatherPlayer(player: Player(id: id, name: "Player \(id)"), team: id <= 60 ? .teamA : .teamB)
  }

  @Test(.tags(.gatherLongLineUpPages), arguments: Pattern.allCases)
  func aLongLineUpPagesWithMoreAndListAB(pattern: Pattern) async throws {
    try await GatherSession.expect(
      pattern,
      TimedScript.lines(
        "more", "more", "more", "list 58-63", "list 110-200", "list 0-3", "list 5-x", "list 1 2",
        "more x", "b 1", "bench 2", "sub 3 2", "start", "goal b 1", "name a Bibs", "add a Zed",
        "y", "list 50-60", "more", "more", "list"),
      players: Self.players,
      gives: Self.paged)
  }

  static let paged = """
    parent: the player list shows

    Gather: Team A 0-0 Team B
    Team A
    \(MatchBoard.playerRows(1...25, width: 2))
          ... 35 not listed: 'more', 'list A-B'
    Team B
    \(MatchBoard.playerRows(61...85, width: 2))
          ... 27 not listed: 'more', 'list A-B'
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> more

    Gather: Team A 0-0 Team B
    Team A
    \(MatchBoard.playerRows(26...50, width: 3))
           ... 35 not listed: 'more', 'list A-B'
    Team B
    \(MatchBoard.playerRows(86...110, width: 3))
           ... 27 not listed: 'more', 'list A-B'
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> more

    Gather: Team A 0-0 Team B
    Team A
    \(MatchBoard.playerRows(51...60, width: 3))
           ... 50 not listed: 'more', 'list A-B'
    Team B
      111  Player 111                             -
      112  Player 112                             -
           ... 50 not listed: 'more', 'list A-B'
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> more
    That is the end of the line-up; 'list' starts again.
    gather> list 58-63

    Gather: Team A 0-0 Team B
    Team A
    \(MatchBoard.playerRows(58...60, width: 2))
          ... 57 not listed: 'more', 'list A-B'
    Team B
    \(MatchBoard.playerRows(61...63, width: 2))
          ... 49 not listed: 'more', 'list A-B'
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> list 110-200
    There are 112 players; showing 110-112.

    Gather: Team A 0-0 Team B
    Team A
           ... 60 not listed: 'more', 'list A-B'
    Team B
    \(MatchBoard.playerRows(110...112, width: 3))
           ... 49 not listed: 'more', 'list A-B'
    Timer: 10:00 ready
    \(MatchBoard.commands)
    gather> list 0-3
    error: there is no player 0; choose a number from 1 to 112
    gather> list 5-x
    error: 'x' is not a number; type a player number from the list
    gather> list 1 2
    error: type 'list' or 'list A-B', e.g. 'list 201-400'
    gather> more x
    error: 'more' takes nothing after it; type 'more'
    gather> b 1
    Line-up: Player 1 to Team B (from Team A).
    Timer: 10:00 ready
    gather> bench 2
    Line-up: Player 2 to the Bench (from Team A).
    Timer: 10:00 ready
    gather> sub 3 2
    Line-up: Player 2 on for Player 3 (Team A).
    Timer: 10:00 ready
    gather> start
    Timer running: 10:00.
    Timer: 10:00 running
    gather> goal b 1
    Goal! 1' Team B, Player 1. Team A 0-1 Team B
    gather> name a Bibs
    Team A is now called Bibs; 'goal a N' still scores for it.
    Timer: 10:00 running
    gather> add a Zed
    Zed is not on the roster. Add Zed to the roster as a guest, and to this match? [y/n] y
    Line-up: 1' Zed joins Bibs as number 113.
    Timer: 10:00 running
    gather> list 50-60

    Gather: Bibs 0-1 Team B
    Bibs (a)
    \(MatchBoard.playerRows(50...60, width: 2))
          ... 48 not listed: 'more', 'list A-B'
    Team B
          ... 53 not listed: 'more', 'list A-B'
    Bench
          ... 1 not listed: 'more', 'list A-B'
    Timer: 10:00 running
    \(MatchBoard.commands)
    gather> more

    Gather: Bibs 0-1 Team B
    Bibs (a)
          ... 59 not listed: 'more', 'list A-B'
    Team B
    \(MatchBoard.playerRows(61...85, width: 2))
          ... 28 not listed: 'more', 'list A-B'
    Bench
          ... 1 not listed: 'more', 'list A-B'
    Timer: 10:00 running
    \(MatchBoard.commands)
    gather> more

    Gather: Bibs 0-1 Team B
    Bibs (a)
           ... 59 not listed: 'more', 'list A-B'
    Team B
    \(MatchBoard.playerRows(86...110, width: 3))
           ... 28 not listed: 'more', 'list A-B'
    Bench
           ... 1 not listed: 'more', 'list A-B'
    Timer: 10:00 running
    \(MatchBoard.commands)
    gather> list

    Gather: Bibs 0-1 Team B
    Bibs (a)
    \(MatchBoard.playerRows([2] + Array(4...27), width: 2))
          ... 34 not listed: 'more', 'list A-B'
    Team B
    \(MatchBoard.playerRows([1] + Array(61...84), width: 2))
          ... 28 not listed: 'more', 'list A-B'
    Bench
       3  Player 3                               -
    Timer: 10:00 running
    \(MatchBoard.commands)
    gather>
    -- kept
    snapshot: 1 goals, 600000 ms left in stage 0, running, names Bibs/Team B, line-up A: Player 2, Player 4, Player 5, Player 6, Player 7, Player 8, Player 9, Player 10, Player 11, Player 12, Player 13, Player 14, Player 15, Player 16, Player 17, Player 18, Player 19, Player 20, Player 21, Player 22, Player 23, Player 24, Player 25, Player 26, Player 27, Player 28, Player 29, Player 30, Player 31, Player 32, Player 33, Player 34, Player 35, Player 36, Player 37, Player 38, Player 39, Player 40, Player 41, Player 42, Player 43, Player 44, Player 45, Player 46, Player 47, Player 48, Player 49, Player 50, Player 51, Player 52, Player 53, Player 54, Player 55, Player 56, Player 57, Player 58, Player 59, Player 60, Zed; B: Player 1, Player 61, Player 62, Player 63, Player 64, Player 65, Player 66, Player 67, Player 68, Player 69, Player 70, Player 71, Player 72, Player 73, Player 74, Player 75, Player 76, Player 77, Player 78, Player 79, Player 80, Player 81, Player 82, Player 83, Player 84, Player 85, Player 86, Player 87, Player 88, Player 89, Player 90, Player 91, Player 92, Player 93, Player 94, Player 95, Player 96, Player 97, Player 98, Player 99, Player 100, Player 101, Player 102, Player 103, Player 104, Player 105, Player 106, Player 107, Player 108, Player 109, Player 110, Player 111, Player 112; Bench: Player 3; changes: 2 to Team A (from Bench, for 3) at 0', 113 to Team A (from -) at 1'
    gather: score none, 0 goals, names Bibs/Team B

    """
}
