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

  @Test func theBenchOfAThousandListsFiftyThenMoreThenAnyRange() {
    var window = TeamSheetWindow()
    let first = ConfirmPlayersPresenter.Formatter.viewModel(of: sheet, window: window)
    #expect(names(first).prefix(2) == ["P1", "P2"])
    #expect(names(first).last == "... 950 not listed: 'more', 'list A-B'")
    #expect(first.playerCount == 1000)
    let moved = window.more(in: sheet)
    #expect(moved)
    let second = ConfirmPlayersPresenter.Formatter.viewModel(of: sheet, window: window)
    #expect(names(second).first == "P51")
    window.show(990...1000)
    let last = ConfirmPlayersPresenter.Formatter.viewModel(of: sheet, window: window)
    #expect(names(last).prefix(11) == (990...1000).map { "P\($0)" }[...])
    for _ in 0..<20 { _ = window.more(in: sheet) }
    let movedPastTheEnd = window.more(in: sheet)
    #expect(!movedPastTheEnd)
  }
}
