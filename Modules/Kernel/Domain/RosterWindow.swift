/// The rows of the roster a screen shows: the first page until `more` or `list A-B`.
///
/// The player list and the selection screen page the roster the same way, so the rule is
/// here once: a page is `pageSize` rows, `more` moves to the next one, and a range typed
/// is shown as it is (a range past the end shows nothing).
public struct RosterWindow: Equatable, Sendable {
  /// Rows on one screen of the roster.
  public static let pageSize = 50

  /// The rows (0-based) shown; they may run past the end of the roster.
  public private(set) var rows: Range<Int>

  /// The first page.
  public init() {
    rows = 0..<Self.pageSize
  }

  /// Shows `first...last` (0-based), or a page from `first` (0 when `nil`).
  public mutating func show(from first: Int?, through last: Int?) {
    let start = max(first ?? 0, 0)
    rows = start..<max((last ?? (start + Self.pageSize - 1)) + 1, start)
  }

  /// Moves to the page after the one shown; `false` (and no move) at the end of a roster
  /// of `count` players.
  public mutating func showNextPage(of count: Int) -> Bool {
    guard rows.upperBound < count else { return false }
    rows = rows.upperBound..<(rows.upperBound + Self.pageSize)
    return true
  }
}
