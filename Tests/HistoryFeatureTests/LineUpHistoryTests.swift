import Domain
import Foundation
import Testing

@testable import HistoryFeature

/// A gather whose line-up changed: `show N` says who played for whom from which minute,
/// and a goal scored before a move stays the scorer's own.
struct LineUpHistoryTests {
  let formatter = HistoryPresenter.Formatter(formatDate: { _ in "day 1" })

  @Test func theDetailListsEachChangeWithItsMinute() {
    let (ann, bob, cy, dee) = (
      Player(id: 1, name: "Ann"), Player(id: 2, name: "Bob"), Player(id: 3, name: "Cy"),
      Player(id: 4, name: "Dee")
    )
    let gather = Gather(
      id: UUID(), createdAt: Date(timeIntervalSince1970: 0),
      players: [
        GatherPlayer(player: ann, team: .teamA), GatherPlayer(player: bob, team: .teamB),
        GatherPlayer(player: cy, team: .teamA), GatherPlayer(player: dee, team: .teamB),
      ],
      score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA, scorerID: 2, minute: 2)],
      teamNames: TeamNames(teamA: "Bibs", teamB: "Team B"),
      lineUpChanges: [
        LineUpChange(playerID: 4, from: nil, to: .bench, minute: 5),
        LineUpChange(playerID: 4, from: .bench, to: .teamB, replacedID: 2, minute: 12),
        LineUpChange(playerID: 2, from: .bench, to: .teamA, replacedID: nil, minute: 20),
        LineUpChange(playerID: 2, from: .teamA, to: .teamB, minute: 30),
      ])
    let lines = formatter.detail(gather).lines
    #expect(
      lines.drop { $0 != "Line-up changes:" }.prefix(5) == [
        "Line-up changes:", "  5' Dee joins the Bench", "  12' Dee on for Bob (Team B)",
        "  20' Bob to Bibs (from the Bench)", "  30' Bob to Team B (from Bibs)",
      ])
    #expect(lines.contains("  2' Bibs, Bob"))
  }
}
