import Domain
import TestDoubles

@testable import AttendanceFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpyAttendanceView: RecordingView<AttendanceViewModel>, AttendanceDisplaying {}

/// Answers with the attendance the test gives it; fails when told to. Its settings sit
/// behind one lock (TestDoubles' `LockedStub`). Strict: a call the test does not
/// expect fails it.
final class StubAttendanceInteractor: AttendanceInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable { case load }

  struct State {
    var entity = AttendanceEntity(gathers: 0, rows: [])
    var failure: FootballGatherError?
  }

  let expected = ExpectedCalls<Method>(of: "StubAttendanceInteractor")
  let state = LockedState(State())

  func load() async throws(FootballGatherError) -> AttendanceEntity {
    expected.check(.load)
    if let failure = self.failure { throw failure }
    return self.entity
  }
}

/// Records where the presenter asked to go (TestDoubles' `RecordingDouble`). Strict.
final class RecordingAttendanceRouter:
  RecordingDouble<RecordingAttendanceRouter.Method, String>, AttendanceRouting
{
  enum Method: Hashable, Sendable { case finish }

  /// How many times the presenter finished the screen.
  var finishes: Int { calls.count }

  func finish() async { record(.finish, "finish") }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`, which
/// brings `viewDidAppear` and `didRequestList` with `ListingEvents`). Strict.
final class SpyAttendancePresenter: RecordingPresenter<SpyAttendancePresenter.Method>,
  AttendancePresenting
{
  enum Method: ListingEvents { case viewDidAppear, didRequestList, didRequestTop, didRequestDone }

  func didRequestTop(_ count: Int) async { record(.didRequestTop, "didRequestTop \(count)") }
  func didRequestDone() async { record(.didRequestDone) }
}

/// Records what the module told its parent (TestDoubles' `RecordingDouble`). Strict.
final class RecordingAttendanceListener:
  RecordingDouble<RecordingAttendanceListener.Method, String>, AttendanceListener
{
  enum Method: Hashable, Sendable { case attendanceDidFinish }

  var events: [String] { calls }

  func attendanceDidFinish() async { record(.attendanceDidFinish, "finish") }
}
