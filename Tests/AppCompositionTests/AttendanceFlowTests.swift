import AttendanceFeature
import Domain
import LineUI
import TestSupport
import Testing

@testable import AppComposition

/// The attendance flow alone (the tutorial's last step): it shows the attendance screen
/// over its parent's and, when the user is done, leaves it and tells the parent.
@MainActor
struct AttendanceFlowTests {
  let journal = FlowJournal()
  let stack = ScreenStack(console: Console.scripted().0)
  let builders: FakeFeatureBuilders
  let parent = RecordingAttendanceFlowListener()
  let flow: AttendanceFlow

  init() {
    builders = FakeFeatureBuilders(journal: journal)
    flow = AttendanceFlow(session: .alice, stack: stack, screens: builders, listener: parent)
  }

  @Test func startingShowsTheUsersAttendanceOverTheParentsScreen() async {
    await stack.push(StubScreen("player list", journal: journal))
    await flow.start()
    #expect(journal.events.last == "show attendance of alice")
    #expect(parent.closes == 0)
  }

  @Test func doneLeavesTheScreenAndTellsTheParent() async {
    await stack.push(StubScreen("player list", journal: journal))
    await flow.start()
    journal.clear()
    await builders.attendanceRouter?.finish()
    #expect(journal.events == ["leave attendance of alice", "show player list"])
    #expect(parent.closes == 1)
  }
}

@MainActor
final class RecordingAttendanceFlowListener: AttendanceFlowListener {
  private(set) var closes = 0
  func attendanceFlowDidClose() async { closes += 1 }
}
