import AttendanceFeature
import Domain
import HistoryFeature
import LineUI

/// Builds the screens the history flow shows: the history, and the attendance over it
/// (`attendance`, shown by `AttendanceFlow`).
///
/// One protocol, not one a screen: `HistoryFlow` is their only client (it hands the same
/// builder to the attendance flow it starts) and `FeatureBuilders` their only maker.
@MainActor
protocol HistoryScreensBuilding {
  func buildHistory(for session: AuthSession, router: any HistoryRouter) -> any Screen
  func buildAttendance(for session: AuthSession, router: any AttendanceRouter) -> any Screen
}
