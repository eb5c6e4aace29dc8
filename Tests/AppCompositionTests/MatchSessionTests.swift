import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// A whole match from login to history, on the test clock: select six players, balance,
/// start, set 00:05, run the timer to zero, two goals with scorers, undo one, end, history.
@MainActor
@Suite
struct MatchSessionTests {
  static let roster = [
    PlayerDraft(name: "Ann", skill: .amateur, position: .goalkeeper),
    PlayerDraft(name: "Bob", skill: .professional, position: .striker),
    PlayerDraft(name: "Cy"),
    PlayerDraft(name: "Dee", skill: .beginner, position: .defender),
    PlayerDraft(name: "Eve", skill: .professional, position: .goalkeeper),
    PlayerDraft(name: "Fay", skill: .beginner, position: .winger),
  ]

  /// Login, select six, balance, start, 00:05 run to zero, two goals, undo one, end, history.
  static var script: [TimedScript.Step] {
    let countdown: [TimedScript.Step] = (1...4).reversed().map { second in
      .advance(.seconds(1), until: "Time left: 00:0\(second)")
    }
    return TimedScript.lines(
      "login coach", "secret", "select", "pick 1-6", "confirm", "balance", "play")
      + TimedScript.lines("time 00:05", "start") + countdown
      + [.advance(.seconds(1), until: "Time's up!")]
      + TimedScript.lines(
        "goal a 2", "goal b 4", "undo", "goals", "end", "y", "history", "show 1", "records",
        "back", "quit")
  }

  @Test func aScriptedFullMatchFromLoginToHistory() async throws {
    let app = try await AppHarness.seeded(players: Self.roster)
    defer { app.directory.remove() }
    let clock = TestClock()
    let run = await app.run(Self.script, clock: clock)
    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    #expect(run.output == Self.transcript)

    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    let gathers = try await store.gathers(for: coach.user).allGathers()
    #expect(gathers.map(\.score) == [Score(teamA: 1, teamB: 0)])
    #expect(gathers.first?.outcome == .win(.teamA))
    #expect(gathers.first?.endedAt == AppHarness.now)
    #expect(gathers.first?.goals.map(\.scorerID) == [2])
    #expect(try await store.matchSnapshots(for: coach.user).loadSnapshot() == nil)
  }

  /// The player list, as the session shows it after login, after the match and after
  /// History.
  static let playerList = """
    Players of coach (6)
      #  Name  Position    Skill
      1  Ann   Goalkeeper  Amateur
      2  Bob   Striker     Professional
      3  Cy    -           -
      4  Dee   Defender    Beginner
      5  Eve   Goalkeeper  Professional
      6  Fay   Winger      Beginner
    Commands: add [NAME], show N, delete N, select, history, export csv|json [FILE], import FILE, list, logout, help, quit
    """

  /// The match screen's board before a goal: Ann, Bob and Fay against Cy, Dee and Eve, the
  /// timer `timer` ("10:00 ready").
  static func board(timer: String) -> String {
    """
    Gather: Team A 0-0 Team B
    Team A
      1  Ann   GK
      2  Bob   ST
      6  Fay   W
    Team B
      3  Cy    -
      4  Dee   DEF
      5  Eve   GK
    Timer: \(timer)
    Commands: start|resume, pause, timer, stop, time MM:SS|MM, halves NxMM [break MM], goal a|b [og] [N], name a|b [NAME], undo, remove N, score A-B, goals, list, end, help, back
    """
  }

  static let transcript = """
    Football Gather: log in (local database)
    Remember me: on
    Commands: login [USERNAME], register, remember on|off, help, quit
    login> login coach
    Password: 
    Welcome back, coach!

    \(Self.playerList)
    players> select

    Select players of coach: 0 of 6 selected
      Pick  #  Name  Position    Skill
      [ ]   1  Ann   Goalkeeper  Amateur
      [ ]   2  Bob   Striker     Professional
      [ ]   3  Cy    -           -
      [ ]   4  Dee   Defender    Beginner
      [ ]   5  Eve   Goalkeeper  Professional
      [ ]   6  Fay   Winger      Beginner
    Commands: pick N..|all, unpick N..|all, N.. to toggle, add NAME, confirm, cancel, list, help, back, quit
    players> pick 1-6

    Select players of coach: 6 of 6 selected
      Pick  #  Name  Position    Skill
      [x]   1  Ann   Goalkeeper  Amateur
      [x]   2  Bob   Striker     Professional
      [x]   3  Cy    -           -
      [x]   4  Dee   Defender    Beginner
      [x]   5  Eve   Goalkeeper  Professional
      [x]   6  Fay   Winger      Beginner
    Commands: pick N..|all, unpick N..|all, N.. to toggle, add NAME, confirm, cancel, list, help, back, quit
    players> confirm

    Confirm players (6 selected)
      #  Name  Pos  Skill
    Bench (6)
      1  Ann   GK   Amateur
      2  Bob   ST   Professional
      3  Cy    -    -
      4  Dee   DEF  Beginner
      5  Eve   GK   Professional
      6  Fay   W    Beginner
    Team A: 0 players, strength 0.0
    Team B: 0 players, strength 0.0
    Commands: a|b|bench N.., swap N N, name a|b [NAME], balance [SEED], together, apart, pin, rules, clear, list, play, help, back
    confirm> balance
    Balanced with seed 7 (type 'balance 7' for this split again).

    Confirm players (6 selected)
      #  Name  Pos  Skill
    Bench (0)
    Team A: 3 players, strength 75.0
      1  Ann   GK   Amateur
      2  Bob   ST   Professional
      6  Fay   W    Beginner
    Team B: 3 players, strength 75.0
      3  Cy    -    -
      4  Dee   DEF  Beginner
      5  Eve   GK   Professional
    Chances: Team A 50 % – Team B 50 %
    Commands: a|b|bench N.., swap N N, name a|b [NAME], balance [SEED], together, apart, pin, rules, clear, list, play, help, back
    confirm> play
    Gather started: Team A (3) v Team B (3).

    \(Self.board(timer: "10:00 ready"))
    gather> time 00:05
    Time set to 00:05.

    \(Self.board(timer: "00:05 ready"))
    gather> start
    Timer running: 00:05.

    \(Self.board(timer: "00:05 running"))
    gather> 
    Time left: 00:04
    gather> 
    Time left: 00:03
    gather> 
    Time left: 00:02
    gather> 
    Time left: 00:01
    gather> 
    Time's up! Team A 0-0 Team B. Type 'end' to end the gather.
    gather> goal a 2
    Goal! 1' Team A, Bob. Team A 1-0 Team B
    gather> goal b 4
    Goal! 1' Team B, Dee. Team A 1-1 Team B
    gather> undo
    Removed the last goal (1' Team B, Dee). Team A 1-0 Team B
    gather> goals
    Goals (1-0):
      1  1' Team A, Bob
    gather> end
    End the gather at Team A 1-0 Team B? [y/n] y
    Gather ended: Team A 1-0 Team B. Winner: Team A.
    Goals (1-0):
      1  1' Team A, Bob
    Ratings after this gather:
      Ann 25.0 → 25.5 ▲
      Bob 30.0 → 30.5 ▲
      Cy 25.0 → 22.8 ▼
      Dee 20.0 → 19.5 ▼
      Eve 30.0 → 29.5 ▼
      Fay 20.0 → 20.5 ▲

    \(Self.playerList)
    players> history

    History (1 gather)
      #  Date              Score  Winner
      1  2027-01-15 08:00  1-0    Team A
         A: Ann, Bob, Fay  B: Cy, Dee, Eve  Goals: Bob 1'
    Top scorers: Bob 1
    Commands: show N, edit N, delete N, records, export csv|json [FILE], list, help, back
    history> show 1
    Gather of 2027-01-15 08:00 (ended 2027-01-15 08:00)
    Score: Team A 1-0 Team B, winner: Team A
    Team A: Ann, Bob, Fay
    Team B: Cy, Dee, Eve
    Goals:
      1' Team A, Bob
    history> records
    Player records (1 gather)
      Name  Played  Won  Drawn  Lost  Goals
      Ann        1    1      0     0      0
      Bob        1    1      0     0      1
      Cy         1    0      0     1      0
      Dee        1    0      0     1      0
      Eve        1    0      0     1      0
      Fay        1    1      0     0      0
    history> back

    \(Self.playerList)
    players> quit
    Bye.

    """
}
