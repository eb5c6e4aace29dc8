import TestDoubles
import Testing

@testable import AttendanceFeature

@MainActor
struct AttendanceRouterTests {
  let routes = RouterHarness(AttendanceRouter.init, RecordingAttendanceListener.init)

  @Test func finishingTellsTheListener() async {
    let listener = await routes.listener(expecting: .attendanceDidFinish) { await $0.finish() }
    #expect(listener.events == ["finish"])
  }

  @Test func doesNotKeepItsListenerAlive() async {
    #expect(await routes.releasesItsListener { await $0.finish() })
  }
}
