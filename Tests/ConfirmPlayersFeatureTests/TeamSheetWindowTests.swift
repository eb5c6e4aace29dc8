import Domain
import Testing

@testable import ConfirmPlayersFeature

/// A thousand picked players list a screenful per section; `more` and `list A-B` reach
/// the others.
@MainActor
struct TeamSheetWindowTests {
  let sheet = TeamSheet(players: (1...1000).map { Player(id: $0, name: "P\($0)") })

  func names(_ viewModel: ConfirmPlayersViewModel, section: Int = 0) -> [String] {
    viewModel.sections[section].rows.map(\.name)
  }

  @Test func theBenchOfAThousandListsTwentyFiveThenMoreThenAnyRange() {
    var window = TeamSheetWindow()
    let first = ConfirmPlayersPresenter.Formatter.viewModel(of: sheet, window: window)
    #expect(names(first).prefix(2) == ["P1", "P2"])
    #expect(names(first).last == "... 975 not listed: 'more', 'list A-B'")
    #expect(first.playerCount == 1000)
    let moved = window.more(in: sheet)
    #expect(moved)
    let second = ConfirmPlayersPresenter.Formatter.viewModel(of: sheet, window: window)
    #expect(names(second).first == "P26")
    #expect(names(second).count == 26)
    window.show(990...1000)
    let last = ConfirmPlayersPresenter.Formatter.viewModel(of: sheet, window: window)
    #expect(names(last).prefix(11) == (990...1000).map { "P\($0)" }[...])
    // `more` after a range starts again at the first page, then 39 pages reach player 976.
    for _ in 0..<40 { _ = window.more(in: sheet) }
    let end = ConfirmPlayersPresenter.Formatter.viewModel(of: sheet, window: window)
    #expect(Array(names(end).prefix(25)) == (976...1000).map { "P\($0)" })
    let movedPastTheEnd = window.more(in: sheet)
    #expect(!movedPastTheEnd)
  }
}
