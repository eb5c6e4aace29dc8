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

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingAttendanceRouter:
  RecordingDouble<RecordingAttendanceRouter.Method, String>, AttendanceRouter
{
  enum Method: Hashable, Sendable { case finish }

  /// How many times the user finished with the screen.
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
