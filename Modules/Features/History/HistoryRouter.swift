/// The History module's ways out, each named after what the user wants. The flow that owns
/// the module implements it, building and showing the next module; a Router never shows a
/// screen itself.
@MainActor
public protocol HistoryRouter: AnyObject {
  /// The user is done with the history (`back`).
  func close() async
  /// The user typed `attendance`: they want to see who came to the gathers.
  func reviewAttendance() async
}
