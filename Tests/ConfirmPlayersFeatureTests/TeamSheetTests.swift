import Domain
import Testing

@testable import ConfirmPlayersFeature

struct TeamSheetTests {
  @Test func everySelectedPlayerStartsOnTheBench() {
    let sheet = TeamSheet(players: Player.six)
    #expect(sheet.players(in: .bench) == Player.six)
    #expect(sheet.players(in: .teamA).isEmpty && sheet.players(in: .teamB).isEmpty)
  }

  @Test func aPlayerKeepsTheNumberTheyWereSelectedWithWhereverTheyMove() {
    var sheet = TeamSheet(players: Player.six)
    sheet.move([.eve], to: .teamA)
    sheet.move([.ann, .cy], to: .teamB)
    #expect(Player.six.map { sheet.number(of: $0) } == [1, 2, 3, 4, 5, 6])
  }

  @Test func swapExchangesTheSidesOfTwoPlayers() {
    var sheet = TeamSheet(players: Player.six)
    sheet.move([.ann], to: .teamA)
    sheet.move([.bob], to: .teamB)
    sheet.swap(.ann, .bob)
    #expect(sheet.team(of: .ann) == .teamB && sheet.team(of: .bob) == .teamA)
    sheet.swap(.ann, .cy)
    #expect(sheet.team(of: .ann) == .bench && sheet.team(of: .cy) == .teamB)
  }

  @Test func strengthIsTheSumOfTheRatingsThePriorsUntilRatingsAreLearned() {
    var sheet = TeamSheet(players: Player.six)
    sheet.move([.bob, .cy, .dee], to: .teamA)
    // Professional 30, unknown 25, beginner 20.
    #expect(sheet.strength(of: .teamA).mean == 75)
    #expect(sheet.strength(of: .teamB) == TeamStrength())
    #expect(sheet.chanceOfTeamA == nil)
    sheet.rate(with: [Player.bob.id: Rating(mean: 35.5, deviation: 2)])
    #expect(sheet.strength(of: .teamA).mean == 80.5)
    sheet.move([.ann], to: .teamB)
    #expect(sheet.chanceOfTeamA.map { $0 > 0.5 } == true)
  }

  @Test func startNeedsAPlayerOnEachTeamAndSaysWhichIsMissing() {
    var sheet = TeamSheet(players: Player.six)
    #expect(
      sheet.startProblem
        == "Team A and Team B have no players")
    sheet.move([.ann], to: .teamA)
    #expect(
      sheet.startProblem
        == "Team B has no players")
    sheet.move([.bob], to: .teamB)
    #expect(sheet.startProblem == nil)
  }

  @Test func theLineUpKeepsWhoSatOutOnTheBenchAndEachPlayersNumber() {
    var sheet = TeamSheet(players: Player.six)
    sheet.move([.ann, .bob], to: .teamA)
    sheet.move([.eve], to: .teamB)
    #expect(
      sheet.lineUp == [
        GatherPlayer(player: .ann, team: .teamA, number: 1),
        GatherPlayer(player: .bob, team: .teamA, number: 2),
        GatherPlayer(player: .cy, team: .bench, number: 3),
        GatherPlayer(player: .dee, team: .bench, number: 4),
        GatherPlayer(player: .eve, team: .teamB, number: 5),
        GatherPlayer(player: .fay, team: .bench, number: 6),
      ])
  }

  @Test func teamsCanBeRenamedAndBackAndABadNameChangesNothing() throws {
    var sheet = TeamSheet(players: Player.six)
    try sheet.rename(.teamA, to: "Bibs")
    #expect(sheet.teamNames == TeamNames(teamA: "Bibs", teamB: "Team B"))
    #expect(throws: FootballGatherError.self) { try sheet.rename(.teamB, to: "bibs") }
    #expect(sheet.teamNames == TeamNames(teamA: "Bibs", teamB: "Team B"))
    #expect(sheet.startProblem == "Bibs and Team B have no players")
    try sheet.rename(.teamA, to: nil)
    #expect(sheet.teamNames == .standard)
  }

  @Test func rulesNeedTheRightNumberOfPlayers() {
    var constraints = TeamConstraints()
    #expect(throws: FootballGatherError.self) { try constraints.add(.together([.ann])) }
    #expect(throws: FootballGatherError.self) { try constraints.add(.apart([.ann, .bob, .cy])) }
    #expect(throws: FootballGatherError.self) { try constraints.add(.pin(.ann, .bench)) }
    #expect(constraints.isEmpty)
  }
}
