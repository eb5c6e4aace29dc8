/// Reads the numbers people type to choose rows: `3`, `1 3 5-7`, `2,4`. Every number goes
/// through `WholeNumber`, so a row number too large for `Int` is "no such player", not a
/// crash.
public enum NumberList {
  /// One 1-based number within `1...count`.
  public static func number(_ word: String, in count: Int, what: String = "player")
    throws(FootballGatherError) -> Int
  {
    let reading = Result { () throws(NumberRefusal) in
      try WholeNumber.parse(word, in: 1...max(count, 1))
    }
    switch reading {
    case .failure(let refusal) where refusal.reason == .notWhole:
      throw .invalidInput("'\(refusal.echo)' is not a number; type a \(what) number from the list")
    case _ where count < 1: throw .invalidInput("there is no \(what) to choose")
    case .failure(let refusal):
      throw .invalidInput("there is no \(what) \(refusal.echo); choose a number \(refusal.allowed)")
    case .success(let value): return value
    }
  }

  /// Numbers and ranges separated by spaces or commas, each within `1...count`.
  /// Returns them in the order first typed, without repeats.
  public static func numbers(_ words: [String], in count: Int, what: String = "player")
    throws(FootballGatherError) -> [Int]
  {
    let parts = words.flatMap { $0.split(separator: ",").map(String.init) }.filter { !$0.isEmpty }
    guard !parts.isEmpty else {
      throw .invalidInput("type one or more \(what) numbers, e.g. 1 3 5-7")
    }
    var result: [Int] = []
    var seen: Set<Int> = []
    for part in parts {
      let bounds = part.split(separator: "-", omittingEmptySubsequences: false).map(String.init)
      let values: ClosedRange<Int>
      switch bounds.count {
      case 1:
        let value = try number(part, in: count, what: what)
        values = value...value
      case 2:
        let low = try number(bounds[0], in: count, what: what)
        let high = try number(bounds[1], in: count, what: what)
        guard low <= high else {
          throw .invalidInput(
            "the range '\(part.echoed)' runs backwards; write it as \(high)-\(low)")
        }
        values = low...high
      default:
        throw .invalidInput("'\(part.echoed)' is not a number or a range like 5-7")
      }
      for value in values where seen.insert(value).inserted { result.append(value) }
    }
    return result
  }
}
