import Domain
import Testing

struct TeamNamesTests {
  @Test func aGatherIsCalledTeamAAndTeamBUntilRenamed() throws {
    let names = try TeamNames.standard.renaming(.teamA, to: "  Red   Bibs ")
    #expect(names == TeamNames(teamA: "Red   Bibs", teamB: "Team B"))
    #expect(names.label(of: .teamA) == "Red   Bibs (a)" && names.label(of: .teamB) == "Team B")
    #expect(names.scoreLine(Score(teamA: 2, teamB: 1)) == "Red   Bibs 2-1 Team B")
    #expect(try names.renaming(.teamA, to: nil) == .standard)
    #expect(try names.renaming(.teamA, to: "Team A") == .standard)
    #expect(Outcome.win(.teamA).displayName(in: names) == "Red   Bibs")
    #expect(Outcome.draw.displayName(in: names) == "Draw")
  }

  @Test(arguments: [
    (
      TeamNames.standard, Team.teamA, " ",
      "a team name cannot be empty; type 'name a NAME', or 'name a' alone for 'Team A'"
    ),
    (
      .standard, .teamB, String(repeating: "x", count: 25),
      "a team name has at most 24 characters ('\(String(repeating: "x", count: 25))' has 25); shorten it"
    ),
    (
      TeamNames(teamA: "Bibs", teamB: "Team B"), .teamB, "BIBS",
      "Team A is already called 'Bibs'; give Team B another name"
    ),
    (.standard, .teamA, "team b", "Team B is already called 'Team B'; give Team A another name"),
    (
      TeamNames(teamA: "Team A", teamB: "Skins"), .teamA, "Team B",
      "'Team B' already means something else on these screens; choose another name"
    ),
    (
      .standard, .teamA, "bench",
      "'Bench' already means something else on these screens; choose another name"
    ),
    (
      .standard, .teamA, "Bi\u{7}bs",
      "a team name contains a control character (\\u{7}); remove it"
    ),
    (.standard, .bench, "Subs", "the Bench has no name to change"),
  ])
  func aBadNameIsOneClearErrorAndChangesNothing(
    names: TeamNames, team: Team, name: String, message: String
  ) {
    #expect(throws: FootballGatherError.invalidInput(message)) {
      try names.renaming(team, to: name)
    }
  }
}
