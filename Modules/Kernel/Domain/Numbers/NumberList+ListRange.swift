/// `list A-B` on every screen that pages a long list.
extension NumberList {
  /// A range to show, `A-B` or `A` (1-based), as typed after `list`: `A` must be a row;
  /// `B` past the last row is cut to it, with a note saying so (`list 30-40` on 37
  /// players shows 30-37). `what` names the rows in the note and errors ("player").
  public static func listRange(_ text: String, in count: Int, what: String = "player")
    throws(FootballGatherError) -> (range: ClosedRange<Int>, note: String?)
  {
    let bounds = text.split(separator: "-", omittingEmptySubsequences: false)
    guard bounds.count <= 2, !bounds.contains(where: \.isEmpty) else {
      throw .invalidInput("'\(text)' is not a range like 201-400")
    }
    let first = try number(String(bounds[0]), in: count, what: what)
    guard bounds.count == 2 else { return (first...first, nil) }
    let last: Int
    do {
      last = try WholeNumber.parse(bounds[1], in: 1...Int.max)
    } catch {
      throw .invalidInput("'\(bounds[1])' is not a number; type a \(what) number from the list")
    }
    guard first <= last else {
      throw .invalidInput("the range '\(text)' runs backwards; write it as \(last)-\(first)")
    }
    guard last > count else { return (first...last, nil) }
    let rows = count == 1 ? "1 \(what)" : "\(count) \(what)s"
    return (first...count, "There are \(rows); showing \(first)-\(count).")
  }
}
