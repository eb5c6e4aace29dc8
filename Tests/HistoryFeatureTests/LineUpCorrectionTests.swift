import Domain
import Testing

@testable import HistoryFeature

/// The line-up corrections `edit N` reads and applies: who played for whom, in the match
/// screen's words; a goal never changes sides by one of them.
struct LineUpCorrectionTests {
  static let dee = Player(id: 4, name: "Dee")
  /// Ann and Cy against Bob (fixture gather 1), with Dee on the Bench and a goal by Bob.
  let gather: Gather = {
    var gather = Gather.ended(1, score: Score(teamA: 0, teamB: 1), teamA: [.ann, .cy])
    gather.players.append(GatherPlayer(player: dee, team: .bench))
    gather.goals = [Goal(team: .teamB, scorerID: Player.bob.id)]
    return gather
  }()
  let roster: [Player] = [.ann, .bob, .cy, dee, Player(id: 5, name: "Eve")]

  private func teams(_ players: [GatherPlayer]) -> [String] {
    players.map { "\($0.player.name) \($0.team?.displayName ?? "-")" }
  }

  @Test func theBenchIsNumberedAfterBothTeams() {
    #expect(GatherCorrection.lineUp(of: gather).map(\.player.name) == ["Ann", "Cy", "Bob", "Dee"])
  }

  @Test func aPlayerMovesJoinsOrLeavesAndTheChangeIsNamed() throws {
    let moved = try GatherCorrection.move(player: 2, to: .teamB)
      .players(correcting: gather, roster: roster)
    #expect(teams(moved.players) == ["Ann Team A", "Cy Team B", "Bob Team B", "Dee Bench"])
    #expect(moved.change == "Cy to Team B")
    let joined = try GatherCorrection.join(rosterNumber: 5, team: .teamA)
      .players(correcting: gather, roster: roster)
    #expect(joined.players.last == GatherPlayer(player: roster[4], team: .teamA))
    #expect(joined.change == "Eve joins Team A")
    let dropped = try GatherCorrection.drop(player: 4).players(correcting: gather, roster: roster)
    #expect(teams(dropped.players) == ["Ann Team A", "Cy Team A", "Bob Team B"])
    #expect(dropped.change == "Dee out of the line-up")
    #expect(try GatherCorrection.drop(player: 4).goals(correcting: gather) == gather.goals)
  }

  @Test func whatWouldChangeAGoalOrIsNotThereIsRefused() {
    #expect(throws: GatherCorrection.Refusal.scorerInLineUp("Bob", goal: 1)) {
      try GatherCorrection.move(player: 3, to: .teamA).players(correcting: gather, roster: roster)
    }
    #expect(throws: GatherCorrection.Refusal.scorerInLineUp("Bob", goal: 1)) {
      try GatherCorrection.drop(player: 3).players(correcting: gather, roster: roster)
    }
    #expect(throws: GatherCorrection.Refusal.alreadyThere("Dee", "the Bench")) {
      try GatherCorrection.move(player: 4, to: .bench).players(correcting: gather, roster: roster)
    }
    #expect(throws: GatherCorrection.Refusal.alreadyPlayed("Dee", "the Bench")) {
      try GatherCorrection.join(rosterNumber: 4, team: .teamA)
        .players(correcting: gather, roster: roster)
    }
    #expect(throws: GatherCorrection.Refusal.noRosterPlayer(number: 6, count: 5)) {
      try GatherCorrection.join(rosterNumber: 6, team: .teamA)
        .players(correcting: gather, roster: roster)
    }
    #expect(throws: GatherCorrection.Refusal.noPlayer(number: 5, count: 4)) {
      try GatherCorrection.move(player: 5, to: .teamA).players(correcting: gather, roster: roster)
    }
    var changed = gather
    changed.lineUpChanges = [LineUpChange(playerID: Player.cy.id, from: .teamB, to: .teamA)]
    #expect(throws: GatherCorrection.Refusal.changedDuringMatch("Cy")) {
      try GatherCorrection.move(player: 2, to: .teamB).players(correcting: changed, roster: roster)
    }
  }

  @MainActor @Test func theMatchScreensWordsAreRead() throws {
    #expect(try HistoryView.correction(["move", "12", "a"]) == .move(player: 12, to: .teamA))
    #expect(try HistoryView.correction(["b", "3"]) == .move(player: 3, to: .teamB))
    #expect(try HistoryView.correction(["bench", "3"]) == .move(player: 3, to: .bench))
    #expect(try HistoryView.correction(["move", "3", "Bench"]) == .move(player: 3, to: .bench))
    #expect(try HistoryView.correction(["add", "a", "7"]) == .join(rosterNumber: 7, team: .teamA))
    #expect(try HistoryView.correction(["add", "7"]) == .join(rosterNumber: 7, team: .bench))
    #expect(try HistoryView.correction(["drop", "2"]) == .drop(player: 2))
    // Issue 36: a name (or its start) where the player list's number goes.
    #expect(
      try HistoryView.correction(["add", "a", "yann", "le", "gall"])
        == .joinNamed("yann le gall", team: .teamA))
    #expect(try HistoryView.correction(["add", "fay"]) == .joinNamed("fay", team: .bench))
    for words in [
      ["move", "3"], ["move", "x", "a"], ["add", "c", "7"], ["drop"], ["a", "0"], ["add", "a"],
    ] {
      #expect(throws: (any Error).self) { try HistoryView.correction(words) }
    }
  }
}
