/// What the Attendance screen shows, as plain strings: the presenter's output to the view.
struct AttendanceViewModel: Equatable, Sendable {
  var title: String
  var lines: [String]
}
