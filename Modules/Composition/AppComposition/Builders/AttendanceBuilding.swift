import AttendanceFeature
import Domain
import LineUI

/// Builds the attendance screen: what `AttendanceFlow` shows.
@MainActor
protocol AttendanceBuilding {
  func buildAttendance(for session: AuthSession, listener: any AttendanceListener) -> any Screen
}
