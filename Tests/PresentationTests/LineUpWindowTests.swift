import Domain
import Foundation
import Presentation
import Testing

/// The match screen's pages: 25 of each team (two teams fill the roster's screenful of 50),
/// `more` for the next, `list A-B` by number.
struct LineUpWindowTests {
  /// Team A: players 1 to 120; Team B: 121 to 130.
  let match = Match(
    gather: Gather(
      id: UUID(),
      players: (1...130).map { id in
        GatherPlayer(player: Player(id: id, name: "P\(id)"), team: id <= 120 ? .teamA : .teamB)
      }))

  func names(_ window: LineUpWindow) -> [[String]] {
    GatherText.content(of: MatchStatus(match: match, remaining: .zero), window: window)
      .sections.map { section in section.rows.map(\.name) }
  }

  @Test func moreShowsTheNextTwentyFiveOfEachLongTeamUntilTheEnd() {
    var window = LineUpWindow()
    #expect(
      names(window)[0].count == 26
        && names(window)[0].last == "... 95 not listed: 'more', 'list A-B'")
    #expect(names(window)[1].count == 10)
    let moved1 = window.more(in: match)
    #expect(moved1)
    #expect(
      names(window)[0].first == "P26"
        && names(window)[1] == ["... 10 not listed: 'more', 'list A-B'"])
    var firsts: [String?] = []
    while window.more(in: match) { firsts.append(names(window)[0].first) }
    #expect(firsts == ["P51", "P76", "P101"])
    #expect(names(window)[0].prefix(2) == ["P101", "P102"])
    #expect(names(window)[0].last == "... 100 not listed: 'more', 'list A-B'")
    window.reset()
    #expect(names(window)[0].first == "P1")
  }

  @Test func listABShowsThoseNumbersAndMoreGoesOnFromThere() {
    var window = LineUpWindow()
    window.show(118...122)
    #expect(names(window)[0].prefix(3) == ["P118", "P119", "P120"])
    #expect(names(window)[1].prefix(2) == ["P121", "P122"])
    let moved4 = window.more(in: match)
    #expect(moved4)
    #expect(Array(names(window)[1].prefix(8)) == (123...130).map { "P\($0)" })
    let moved5 = window.more(in: match)
    #expect(!moved5)
  }

  @Test func aScreenListsWholeOnlyWhileNoTeamIsLongerThanAPage() {
    #expect(!LineUpWindow.listsWhole(match))
    #expect(LineUpWindow.listsWhole(Match(gather: .fixture)))
    let status = MatchStatus(match: match, remaining: .seconds(60))
    #expect(!GatherText.update(of: status).listsTeams)
    #expect(GatherText.content(of: status).listsTeams)
  }
}
