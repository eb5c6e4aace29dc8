import AttendanceFeature
import Domain

/// What the attendance flow tells its parent.
@MainActor
protocol AttendanceFlowListener: AnyObject {
  /// The user left the attendance screen; it is already off the stack.
  func attendanceFlowDidClose() async
}

/// The attendance screen (the tutorial's module, docs: "Build a feature module"): shown
/// over the parent's screen and closed back to it.
@MainActor
final class AttendanceFlow {
  private let session: AuthSession
  private let stack: any ScreenNavigating
  private let screens: any HistoryScreensBuilding
  /// Weak: the parent keeps this flow while its screen is shown.
  private weak var listener: (any AttendanceFlowListener)?

  init(
    session: AuthSession, stack: any ScreenNavigating, screens: any HistoryScreensBuilding,
    listener: any AttendanceFlowListener
  ) {
    self.session = session
    self.stack = stack
    self.screens = screens
    self.listener = listener
  }

  /// Shows the attendance of the session's gathers.
  func start() async {
    await stack.push(screens.buildAttendance(for: session, router: self))
  }
}

extension AttendanceFlow: AttendanceRouter {
  func finish() async {
    await stack.pop()
    await listener?.attendanceFlowDidClose()
  }
}
