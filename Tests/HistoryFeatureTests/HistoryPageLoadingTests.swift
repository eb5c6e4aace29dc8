import Domain
import Foundation
import Testing

@testable import HistoryFeature

/// The history screen loads the page it shows, never the whole history: the list, `more`,
/// `list A-B`, `show N` and `share N` ask the store for those gathers only (the strict
/// double fails a test that loads every gather).
@MainActor
struct HistoryPageLoadingTests {
  let view = SpyHistoryView()
  let interactor = StubHistoryInteractor(
    history: MatchHistory(
      gathers: (1...45).reversed().map { .ended($0, score: Score(teamA: $0 % 3, teamB: 1)) },
      players: [.ann, .bob]))

  func makePresenter() -> HistoryPresenter {
    HistoryPresenter(
      formatter: HistoryPresenter.Formatter(formatDate: dayFormat), view: view,
      interactor: interactor, router: RecordingHistoryRouter())
  }

  @Test func listMoreListAndShowLoadOnlyTheirGathers() async {
    view.expect(.display, .displayDetail, .displayDocument)
    interactor.expect(.loadPage, .loadScorers)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    await presenter.didRequestMore()
    await presenter.didSelectGather(at: 44)
    await presenter.didSelectGather(at: 25)
    await presenter.didRequestList(30...35)
    await presenter.didRequestShare(at: 0)
    #expect(interactor.pages == [0..<20, 20..<40, 44..<45, 29..<35, 0..<1])
    guard case .display(let second) = view.outputs[1] else { return #expect(Bool(false)) }
    #expect(second.title == "History (45 gathers)")
    #expect(second.rows.map(\.number) == (21...40).map(String.init))
    #expect(
      second.footer == "Gathers 21-40 of 45. 'more' shows the next 5; 'list A-B' shows others.")
    #expect(second.gatherCount == 45)
    #expect(
      view.outputs[2]
        == .detail(makePresenter().formatter.detail(.ended(1, score: Score(teamA: 1, teamB: 1)))))
  }

  @Test func aGatherChangedElsewhereIsShownAsTheStoreHasIt() async {
    view.expect(.display, .displayError)
    interactor.expect(.loadPage, .loadScorers)
    let presenter = makePresenter()
    await presenter.viewDidAppear()
    interactor.history = MatchHistory(gathers: [], players: [])
    await presenter.didRequestMore()
    await presenter.didSelectGather(at: 30)
    #expect(view.outputs.last == .error("there are no gathers yet"))
  }
}
