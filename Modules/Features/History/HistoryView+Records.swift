import Domain
import LineUI

/// Reading `records [goals|won|played|name] [since YYYY-MM-DD]`.
extension HistoryView {
  /// The order and first day typed after `records`, in either order.
  static func recordQuery(_ words: [String]) throws(CommandError)
    -> (order: RecordOrder?, since: String?)
  {
    var order: RecordOrder?
    var since: String?
    var rest = words[...]
    while let word = rest.popFirst()?.lowercased() {
      if word == "since" {
        guard let day = rest.popFirst(), isDay(day) else {
          throw CommandError("type the first day as YYYY-MM-DD, e.g. 'records since 2026-09-01'")
        }
        since = day
      } else if order == nil, let sorted = RecordOrder(rawValue: word) {
        order = sorted
      } else {
        throw CommandError(
          "type 'records', then goals, won, played, name or win% to sort, and "
            + "'since YYYY-MM-DD' to count from a day, e.g. 'records goals since 2026-09-01'")
      }
    }
    return (order, since)
  }

  /// Whether `text` is a day written `YYYY-MM-DD` with a month 01-12 and a day 01-31.
  private static func isDay(_ text: String) -> Bool {
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
      (try? WholeNumber.parse(parts[0], in: 1...9999)) != nil,
      (try? WholeNumber.parse(parts[1], in: 1...12)) != nil,
      (try? WholeNumber.parse(parts[2], in: 1...31)) != nil
    else { return false }
    return parts.allSatisfy { $0.allSatisfy(\.isASCII) }
  }
}
