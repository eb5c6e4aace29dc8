/// What the Attendance module asks of its parent: the composition root implements it.
@MainActor
public protocol AttendanceListener: AnyObject {
  /// The user typed `done`: the parent closes the screen.
  func attendanceDidFinish() async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class AttendanceRouter: AttendanceRouting {
  private weak var listener: (any AttendanceListener)?

  init(listener: any AttendanceListener) {
    self.listener = listener
  }

  func finish() async {
    await listener?.attendanceDidFinish()
  }
}
