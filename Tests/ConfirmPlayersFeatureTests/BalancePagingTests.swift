import Domain
import Testing

@testable import ConfirmPlayersFeature

/// `balance` makes new teams: the screen lists their first rows, whatever page of the
/// old split `more` had reached.
@MainActor
struct BalancePagingTests {
  let view = SpyConfirmPlayersView()
  let interactor = StubConfirmPlayersInteractor()
  let router = RecordingConfirmPlayersRouter()
  let sheet = TeamSheet(players: (1...120).map { Player(id: $0, name: "P\($0)") })

  func firstRows(_ viewModel: ConfirmPlayersViewModel?) -> [String] {
    (viewModel?.sections ?? []).compactMap(\.rows.first?.name)
  }

  @Test func balanceAfterMoreListsTheNewTeamsFromTheirFirstRows() async {
    view.expect(.displayMessage, .display, .display, .displayMessage, .display)
    interactor.expect(.balance, .balance)
    let presenter = ConfirmPlayersPresenter(
      sheet: sheet, view: view, interactor: interactor, router: router)
    await presenter.didRequestBalance(seed: 1)
    let first = firstRows(view.lastViewModel)
    await presenter.didRequestMore()
    #expect(firstRows(view.lastViewModel) != first)
    await presenter.didRequestBalance(seed: 1)
    #expect(firstRows(view.lastViewModel) == first)
  }
}
