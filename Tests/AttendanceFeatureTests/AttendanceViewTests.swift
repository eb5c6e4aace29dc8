import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import AttendanceFeature

@MainActor
struct AttendanceViewTests {
  /// The screen showing one line, reporting to a spy presenter.
  let screen = ViewHarness(AttendanceView.init(console:), presenter: SpyAttendancePresenter())

  init() {
    screen.view.display(AttendanceViewModel(title: "Attendance", lines: ["1. first"]))
  }

  @Test func rendersTitleLinesAndHint() {
    #expect(
      screen.output.lines == [
        "", "Attendance", "1. first", "Commands: list, top N, done, help, quit", "",
      ])
  }

  @Test func eachCommandBecomesOnePresenterCall() async {
    let events = await screen.events(
      expecting: .didRequestList, .didRequestTop, .didRequestDone,
      afterTyping: ["list", "top 3", "DONE"])
    #expect(events == ["didRequestList", "didRequestTop 3", "didRequestDone"])
  }

  @Test func topWithoutOneWholeNumberIsOneErrorLineAndNoCall() async {
    await screen.expectRefusal(
      of: "top", saying: "error: type 'top N' with how many players to show, e.g. 'top 5'")
    await screen.expectRefusal(
      of: "top 3 4", saying: "error: type 'top N' with how many players to show, e.g. 'top 5'")
  }

  @Test(arguments: ["dance", "lists"])
  func anUnknownCommandIsOneErrorLineAndNoCall(line: String) async {
    await screen.expectRefusal(
      of: line,
      saying: "error: unknown command '\(line)'; type one of: list, top N, done, help, back, quit")
  }
}
