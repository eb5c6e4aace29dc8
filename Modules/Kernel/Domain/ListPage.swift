/// Which rows of a long list a screen shows: a screenful at a time, moved by the same
/// words on every screen (`list` for the first page, `more` for the next, `list A-B` for
/// any others), so the roster, History, the records, a gather's line-up and the teams and
/// match screens page alike.
public struct ListPage: Equatable, Sendable {
  /// Rows on one page.
  public let size: Int
  /// How many rows the whole list has.
  public private(set) var total: Int
  /// The rows shown (0-based), never past the end of the list.
  public private(set) var rows: Range<Int>

  /// The first page of a list of `total` rows.
  public init(total: Int, size: Int = 50) {
    self.size = max(size, 1)
    self.total = max(total, 0)
    rows = 0..<min(self.size, self.total)
  }

  /// A list of `total` rows of which nothing is shown yet: the first `next()` shows its
  /// first page (a gather's line-up, after `show N` listed its start).
  public static func unshown(total: Int, size: Int = 50) -> ListPage {
    var page = ListPage(total: total, size: size)
    page.rows = 0..<0
    return page
  }

  /// The same rows of a list that now has `total` rows (cut to its end; the first page
  /// when nothing of them is left).
  public func resized(to total: Int) -> ListPage {
    var page = ListPage(total: total, size: size)
    let kept = rows.clamped(to: 0..<page.total)
    if !kept.isEmpty { page.rows = kept }
    return page
  }

  /// Whether some rows are not shown.
  public var isPartial: Bool { rows.count < total }

  /// Moves to the page after the one shown; `false` (and no move) at the end of the list.
  public mutating func next() -> Bool {
    guard rows.upperBound < total else { return false }
    rows = rows.upperBound..<min(rows.upperBound + size, total)
    return true
  }

  /// Shows `range` (1-based, as the view reads `list A-B`), cut to the list.
  public mutating func show(_ range: ClosedRange<Int>) {
    rows = (range.lowerBound - 1..<range.upperBound).clamped(to: 0..<total)
  }
}
