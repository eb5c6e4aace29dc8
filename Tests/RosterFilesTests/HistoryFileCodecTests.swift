import Domain
import Foundation
import TestSupport
import Testing

@testable import RosterFiles

/// History's `export csv|json`: every ended gather as CSV or JSON (moved here with the
/// formats from the History feature; the export's transcripts hold the whole output).
struct HistoryFileCodecTests {
  let codec = HistoryFileCodec()

  /// Newest first: a 2-1 win for Team A with goals, then a 0-0 draw.
  static let gathers = [
    ended(
      2, score: Score(teamA: 2, teamB: 1),
      goals: [
        Goal(team: .teamA, scorerID: 1, minute: 3), Goal(team: .teamB, scorerID: 2, minute: 7),
        Goal(team: .teamA),
      ]),
    ended(1, score: Score(), teamA: [.ann, .cy], teamB: [.bob]),
  ]

  static func ended(
    _ number: Int, score: Score, goals: [Goal] = [], teamA: [Player] = [.ann],
    teamB: [Player] = [.bob]
  ) -> Gather {
    Gather(
      id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number))!,
      createdAt: Date(timeIntervalSince1970: TimeInterval(number * 86_400)),
      endedAt: Date(timeIntervalSince1970: TimeInterval(number * 86_400 + 600)),
      players: teamA.map { GatherPlayer(player: $0, team: .teamA) }
        + teamB.map { GatherPlayer(player: $0, team: .teamB) },
      score: score, goals: goals)
  }

  @Test func csvHasAHeaderAndOneRowPerEndedGatherWithLineUpsScoreWinnerAndGoals() throws {
    var renamed = Self.ended(
      1, score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA, scorerID: 2)],
      teamA: [.ann, .cy], teamB: [Player(id: 2, name: "=Bob, \"B\"")])
    renamed.teamNames = TeamNames(teamA: "Bibs", teamB: "Team B")
    let text = try codec.encode([Self.gathers[0], renamed], as: .csv)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(
      lines == [
        "date,ended,score,winner,team_a_name,team_a,team_b_name,team_b,goals",
        "1970-01-03T00:00:00Z,1970-01-03T00:10:00Z,2-1,Team A,Team A,Ann,Team B,Bob,"
          + "Team A Ann 3'; Team B Bob 7'; Team A",
        "1970-01-02T00:00:00Z,1970-01-02T00:10:00Z,1-0,Bibs,Bibs,Ann; Cy,Team B,"
          + #""'=Bob, ""B""","Bibs =Bob, ""B"" (own goal)""#,
        "",
      ])
  }

  @Test func jsonListsEveryGatherWithItsGoalsAndOwnGoals() throws {
    let text = try codec.encode(Self.gathers, as: .json)
    #expect(text.hasPrefix("[\n  {\n    \"date\" : \"1970-01-03T00:00:00Z\""))
    #expect(text.contains("\"scorer\" : \"Ann\""))
    #expect(text.contains("\"ownGoal\" : false"))
    #expect(text.contains("\"winner\" : \"Draw\""))
    #expect(text.hasSuffix("]\n"))
  }

  @Test func noGathersIsTheHeaderAloneOrAnEmptyList() throws {
    #expect(
      try codec.encode([], as: .csv) == HistoryFileCodec.csvColumns.joined(separator: ",") + "\n")
    #expect(try codec.encode([], as: .json) == "[\n\n]\n")
  }
}
