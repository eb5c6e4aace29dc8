import Domain
import LineUI
import TestSupport
import Testing

@testable import AppComposition

/// The history flow alone: it shows the history screen and hands its closing back.
@MainActor
struct HistoryFlowTests {
  let journal = FlowJournal()
  let builders: FakeFeatureBuilders
  let parent = RecordingHistoryFlowListener()
  let stack = ScreenStack(console: Console.scripted().0)
  let flow: HistoryFlow

  init() {
    builders = FakeFeatureBuilders(journal: journal)
    flow = HistoryFlow(session: .alice, stack: stack, screens: builders, listener: parent)
  }

  @Test func startingShowsTheUsersHistory() async {
    await flow.start()
    #expect(journal.events == ["show history of alice"])
    #expect(parent.closes == 0)
  }

  @Test func attendanceOpensOverTheHistoryAndDoneComesBackToIt() async {
    await flow.start()
    await builders.historyRouter?.reviewAttendance()
    #expect(journal.events.last == "show attendance of alice")
    journal.clear()
    await builders.attendanceRouter?.finish()
    #expect(journal.events == ["leave attendance of alice", "show history of alice"])
    #expect(parent.closes == 0)
  }

  @Test func closingTheHistoryIsHandedBackToTheParent() async {
    await flow.start()
    await builders.historyRouter?.close()
    #expect(parent.closes == 1)
    #expect(journal.events == ["show history of alice"])
  }
}

@MainActor
final class RecordingHistoryFlowListener: HistoryFlowListener {
  private(set) var closes = 0
  func historyFlowDidClose() async { closes += 1 }
}
