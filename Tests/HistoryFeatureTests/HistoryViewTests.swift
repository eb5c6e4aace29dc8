import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import HistoryFeature

@MainActor
struct HistoryViewTests {
  @Test func rendersTheListDetailAndRecordsAsTables() {
    let (console, _, output) = Console.scripted()
    let view = HistoryView(console: console)
    view.display(
      HistoryViewModel(
        title: "History (1 gather)",
        rows: [
          .init(
            number: "1", date: "2026-11-21 10:00", score: "2-1", winner: "Team A",
            summary: "A: Ann\u{1B}  B: Bob  Goals: Ann 3'")
        ],
        emptyMessage: nil))
    view.displayDetail(HistoryDetailViewModel(title: "Gather of today", lines: ["Team A: Ann"]))
    view.displayRecords(
      HistoryRecordsViewModel(title: "Player records", rows: [["Ann", "12", "1", "0", "11", "3"]]))
    #expect(
      output.text == """

        History (1 gather)
          #  Date              Score  Winner
          1  2026-11-21 10:00  2-1    Team A
             A: Ann\\u{1B}  B: Bob  Goals: Ann 3'
        Commands: show N, edit N, delete N, records, export csv|json [FILE], list, help, back
        Gather of today
        Team A: Ann
        Player records
          Name  Played  Won  Drawn  Lost  Goals
          Ann       12    1      0    11      3

        """)
  }

  @Test func eachCommandBecomesOnePresenterCall() async {
    let screen = ViewHarness(HistoryView.init(console:), presenter: SpyHistoryPresenter())
    screen.presenter.expect(
      .didSelectGather, .didRequestDelete, .didRequestRecords, .didRequestList, .didRequestMore,
      .didRequestClose)
    screen.view.display(
      HistoryViewModel(
        title: "",
        rows: [
          .init(number: "1", date: "", score: "", winner: "", summary: ""),
          .init(number: "2", date: "", score: "", winner: "", summary: ""),
        ]))
    _ = await screen.events(afterTyping: [
      "show 2", "delete 1", "records", "list", "more", "list 2-9", "records since 2026-09-01",
      "records won since 2026-09-01", "records since 2026-13-01", "records since",
    ])
    #expect(await screen.goBack() == .stay)
    #expect(
      screen.presenter.events == [
        "didSelectGather(at: 1)", "didRequestDelete(at: 0)", "didRequestRecords",
        "didRequestList(nil)", "didRequestMore", "didRequestList(2...2)",
        "didRequestRecords since 2026-09-01", "didRequestRecords(won) since 2026-09-01",
        "didRequestClose",
      ])
  }

  @Test func attendanceIsOnePresenterCallAndTakesNoArgument() async {
    let screen = ViewHarness(HistoryView.init(console:), presenter: SpyHistoryPresenter())
    let events = await screen.events(
      expecting: .didRequestAttendance, afterTyping: ["attendance"])
    #expect(events == ["didRequestAttendance"])
    let refusing = ViewHarness(HistoryView.init(console:), presenter: SpyHistoryPresenter())
    await refusing.expectRefusal(
      of: "attendance 3", saying: "error: 'attendance' takes nothing after it; type 'attendance'")
  }

  @Test func aNumberThatIsNotListedIsOneError() async {
    let screen = ViewHarness(HistoryView.init(console:), presenter: SpyHistoryPresenter())
    await screen.expectRefusal(of: "show 1", saying: "error: there is no gather to choose")
  }
}
