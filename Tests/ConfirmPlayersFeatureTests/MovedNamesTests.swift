import Domain
import Testing

@testable import ConfirmPlayersFeature

/// Moving a hundred players says so in one line.
struct MovedNamesTests {
  @Test func moreThanTwelveNamesEndWithHowManyMore() {
    let players = (1...100).map { Player(id: $0, name: "P\($0)") }
    #expect(
      ConfirmPlayersPresenter.Formatter.names(players)
        == (1...12).map { "P\($0)" }.joined(separator: ", ") + " and 88 more")
    #expect(ConfirmPlayersPresenter.Formatter.names(Array(players.prefix(12))).hasSuffix("P12"))
  }
}
