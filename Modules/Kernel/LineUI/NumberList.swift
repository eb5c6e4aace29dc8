/// Parses the numbers people type to pick rows: `3`, `1 3 5-7`, `2,4`.
public enum NumberList {
  /// One 1-based number within `1...count`.
  public static func number(_ word: String, in count: Int, what: String = "player")
    throws(CommandError) -> Int
  {
    guard let value = Int(word) else {
      throw CommandError("'\(word)' is not a number; type a \(what) number from the list")
    }
    guard count > 0 else { throw CommandError("there is no \(what) to choose") }
    guard (1...count).contains(value) else {
      throw CommandError("there is no \(what) \(value); choose a number from 1 to \(count)")
    }
    return value
  }

  /// Numbers and ranges separated by spaces or commas, each within `1...count`.
  /// Returns them in the order first typed, without repeats.
  public static func numbers(_ words: [String], in count: Int, what: String = "player")
    throws(CommandError) -> [Int]
  {
    let parts = words.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
    guard !parts.isEmpty else {
      throw CommandError("type one or more \(what) numbers, e.g. 1 3 5-7")
    }
    var result: [Int] = []
    var seen: Set<Int> = []
    for part in parts {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
      let values: [Int]
      switch bounds.count {
      case 1:
        values = [try number(part, in: count, what: what)]
      case 2:
        let low = try number(bounds[0], in: count, what: what)
        let high = try number(bounds[1], in: count, what: what)
        guard low <= high else {
          throw CommandError("the range '\(part)' runs backwards; write it as \(high)-\(low)")
        }
        values = Array(low...high)
      default:
        throw CommandError("'\(part)' is not a number or a range like 5-7")
      }
      for value in values where seen.insert(value).inserted { result.append(value) }
    }
    return result
  }
}
