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

/// `edit N` on a gather of thousands: each team's line ends with "and N more", and `more`
/// lists the line-up 50 at a time with the numbers corrections take.
@MainActor
struct LargeLineUpEditingTests {
  let view = SpyHistoryView()
  let interactor = StubHistoryInteractor(
    history: MatchHistory(
      gathers: [
        .ended(
          1, score: Score(), teamA: (1...60).map { Player(id: $0, name: "A\($0)") },
          teamB: (61...120).map { Player(id: $0, name: "B\($0)") })
      ], players: []))

  @Test func editShowsAScreenfulAndMoreListsTheNumbers() async throws {
    view.expect(.display, .displayDetail, .askConfirmation, .displayMessage)
    interactor.expect(.loadPage, .loadScorers, .correctLineUp)
    let presenter = HistoryPresenter(
      formatter: HistoryPresenter.Formatter(formatDate: dayFormat), view: view,
      interactor: interactor, router: RecordingHistoryRouter())
    await presenter.viewDidAppear()
    await presenter.didRequestEdit(at: 0, correction: nil)
    guard case .detail(let editing) = view.outputs.last else { return #expect(Bool(false)) }
    #expect(editing.lines[0].hasSuffix(", 50 A50 and 10 more"))
    #expect(
      editing.lines[2]
        == "120 players: 'more' lists them 50 at a time with their numbers, 'list A-B' any of them."
    )
    #expect(editing.pagedCount == 120)
    await presenter.didRequestMore()
    await presenter.didRequestMore()
    guard case .detail(let second) = view.outputs.last else { return #expect(Bool(false)) }
    #expect(second.lines.first == "51  A51 (Team A)")
    #expect(second.lines[10] == "61  B61 (Team B)")
    #expect(
      second.lines.last
        == "Players 51-100 of 120. 'more' shows the next 20; 'list A-B' shows others.")
    view.confirmationAnswers = [true]
    await presenter.didRequestEdit(at: 0, correction: .move(player: 61, to: .teamA))
    await presenter.didRequestList(61...61)
    #expect(
      view.outputs.last
        == .detail(
          HistoryDetailViewModel(
            title: "Line-up of the gather of day 1, numbered for 'edit'",
            lines: [
              "61  B61 (Team A)",
              "Players 61-61 of 120. 'more' shows the next 50; 'list A-B' shows others.",
            ], pagedCount: 120)))
  }
}
