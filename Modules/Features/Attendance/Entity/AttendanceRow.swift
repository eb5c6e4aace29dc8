/// One player's attendance: how many of the ended gathers they played in.
struct AttendanceRow: Equatable, Sendable {
  var name: String
  var played: Int
}
