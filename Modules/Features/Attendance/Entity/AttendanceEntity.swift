/// Who came to the gathers: every player on the roster with the number of ended gathers
/// they played in, and how many gathers have ended.
struct AttendanceEntity: Equatable, Sendable {
  /// The ended gathers counted.
  var gathers: Int
  /// Every player on the roster, most gathers first, then in roster order.
  var rows: [AttendanceRow]
}
