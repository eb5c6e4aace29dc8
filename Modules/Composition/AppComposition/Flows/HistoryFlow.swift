import Domain
import HistoryFeature

/// What the history flow tells its parent (`RosterFlow`).
@MainActor
protocol HistoryFlowListener: AnyObject {
  /// The user closed the history: back to the player list.
  func historyFlowDidClose() async
}

/// The past gathers and the players' records: one screen, closed back to the list; its
/// `attendance` opens the attendance screen over it (`AttendanceFlow`).
@MainActor
final class HistoryFlow: HistoryFlowInput {
  private let session: AuthSession
  private let stack: any ScreenNavigating
  /// The history screen, and the attendance screen for the attendance flow.
  private let screens: any HistoryScreensBuilding
  /// Weak: the parent keeps this flow while its screen is shown.
  private weak var listener: (any HistoryFlowListener)?
  /// The attendance flow while its screen is shown.
  private var attendanceFlow: AttendanceFlow?

  init(
    session: AuthSession, stack: any ScreenNavigating, screens: any HistoryScreensBuilding,
    listener: any HistoryFlowListener
  ) {
    self.session = session
    self.stack = stack
    self.screens = screens
    self.listener = listener
  }

  func start() async {
    await stack.push(screens.buildHistory(for: session, router: self))
  }
}

extension HistoryFlow: HistoryRouter {
  func close() async {
    await listener?.historyFlowDidClose()
  }

  func reviewAttendance() async {
    let flow = AttendanceFlow(session: session, stack: stack, screens: screens, listener: self)
    attendanceFlow = flow
    await flow.start()
  }
}

extension HistoryFlow: AttendanceFlowListener {
  /// Back on the history: the attendance screen has left the stack.
  func attendanceFlowDidClose() async {
    attendanceFlow = nil
  }
}
