import AttendanceFeature
import Domain
import LineUI

extension FeatureBuilders {
  /// The attendance screen over the session's real gathers and roster.
  func buildAttendance(for session: AuthSession, router: any AttendanceRouter) -> any Screen {
    AttendanceBuilder(
      console: console, gatherService: backend.gatherService(for: session),
      playerService: backend.playerService(for: session)
    ).build(router: router)
  }
}
