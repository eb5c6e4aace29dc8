import Domain
import Foundation
import Testing

struct MatchTests {
  let match = Match(gather: .fixture)

  @Test func theLineUpKeepsThePickingOrderSoNumbersStayTheSame() {
    #expect(match.lineUp.map(\.player.name) == ["Ann", "Bob", "Cy", "Dee"])
    #expect(match.players(of: .teamB) == [.cy, .dee])
    let mixed = Match(
      gather: Gather(
        id: Gather.fixture.id,
        players: [
          GatherPlayer(player: .cy, team: .teamB), GatherPlayer(player: .ann, team: .teamA),
        ]))
    #expect(mixed.lineUp.map(\.player.name) == ["Cy", "Ann"])
  }

  @Test func goalsAddUpToTheScoreAndUndoRemovesTheLast() throws {
    var match = match
    _ = try match.recordGoal(for: .teamA, scorer: .bob, at: .zero)
    _ = try match.recordGoal(for: .teamB, scorer: nil, at: .zero)
    _ = try match.recordGoal(for: .teamA, scorer: nil, at: .zero)
    #expect(match.score == Score(teamA: 2, teamB: 1))
    #expect(try match.undoLastGoal() == Goal(team: .teamA))
    #expect(match.score == Score(teamA: 1, teamB: 1))
  }

  @Test func undoWithNoGoalsIsRefusedAndTheScoreStaysNil() {
    var match = match
    #expect(
      throws: FootballGatherError.invalidInput("there is no goal to undo; the score is 0-0")
    ) { try match.undoLastGoal() }
    #expect(match.score == Score())
  }

  @Test func aScorerMustPlayForTheTeam() {
    var match = match
    #expect(
      throws: FootballGatherError.invalidInput("Cy does not play for Team A")
    ) { try match.recordGoal(for: .teamA, scorer: .cy, at: .zero) }
    #expect(match.goals.isEmpty)
  }

  @Test func theMinuteComesFromTheTimer() throws {
    var match = match
    #expect(match.minute(at: .zero) == nil)
    try match.timer.start(at: .zero)
    #expect(match.minute(at: .seconds(30)) == 1)
    #expect(match.minute(at: .seconds(61)) == 2)
    #expect(match.minute(at: .seconds(600)) == 10)
    let goal = try match.recordGoal(for: .teamB, scorer: .dee, at: .seconds(185))
    #expect(goal == Goal(team: .teamB, scorerID: Player.dee.id, minute: 4))
  }

  @Test func aSnapshotBringsTheMatchBackPaused() throws {
    var match = match
    try match.timer.start(at: .zero)
    _ = try match.recordGoal(for: .teamA, scorer: .ann, at: .seconds(10))
    let restored = Match(snapshot: match.snapshot(at: .seconds(42)))
    #expect(restored.goals == match.goals)
    #expect(restored.lineUp == match.lineUp)
    #expect(restored.timer.remaining(at: .zero) == .seconds(558))
    #expect(!restored.timer.isRunning)
  }
}
