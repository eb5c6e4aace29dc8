/// The Attendance module's ways out, each named after what the user wants. The flow that
/// owns the module implements it, building and showing the next module; a Router never
/// shows a screen itself.
@MainActor
public protocol AttendanceRouter: AnyObject {
  /// The user typed `done`: they are finished with the attendance.
  func finish() async
}
