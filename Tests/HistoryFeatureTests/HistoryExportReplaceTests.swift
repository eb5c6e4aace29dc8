import Domain
import Testing

@testable import HistoryFeature

/// `export csv FILE` where FILE is there already: asked first; only yes replaces it.
@MainActor
struct HistoryExportReplaceTests {
  let view = SpyHistoryView()
  let interactor = StubHistoryInteractor()

  func makePresenter() -> HistoryPresenter {
    HistoryPresenter(
      formatter: HistoryPresenter.Formatter(formatDate: dayFormat), view: view,
      interactor: interactor, router: RecordingHistoryRouter())
  }

  @Test func noToTheQuestionKeepsTheFileAndSaysSo() async {
    view.expect(.askConfirmation, .displayMessage)
    interactor.expect(.loadHistory)
    view.confirmationAnswers = [false]
    await makePresenter().didRequestExport(format: "csv", to: "/existing/history.csv")
    #expect(
      view.outputs == [
        .confirmation("/existing/history.csv exists: replace it?"),
        .message("Kept /existing/history.csv as it was; nothing was exported."),
      ])
  }

  @Test func yesReplacesIt() async {
    view.expect(.askConfirmation, .displayMessage)
    interactor.expect(.loadHistory, .export)
    view.confirmationAnswers = [true]
    await makePresenter().didRequestExport(format: "csv", to: "/existing/history.csv")
    #expect(view.outputs.first == .confirmation("/existing/history.csv exists: replace it?"))
    #expect(view.outputs.last == .message("Exported 2 gathers to /existing/history.csv as CSV."))
  }

  @Test func aNewFileIsWrittenWithoutAQuestion() async {
    view.expect(.displayMessage)
    interactor.expect(.loadHistory, .export)
    await makePresenter().didRequestExport(format: "json", to: "/new/history.json")
    #expect(view.outputs == [.message("Exported 2 gathers to /new/history.json as JSON.")])
  }
}
