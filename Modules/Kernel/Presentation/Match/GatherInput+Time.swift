import Domain

/// The timer's arguments: a time (`25:00`, `7`) and halves (`2x25 break 5`, `2x22:30`),
/// each length read alike.
extension GatherInput {
  /// `MM:SS`, or whole minutes alone (`7` is 07:00), as seconds. Minutes are read up to 999,
  /// so the seconds they make always fit; the match's rules then allow 00:01 to 90:00.
  public static func seconds(_ arguments: [String]) throws -> Int {
    guard arguments.count == 1, let seconds = try? clockSeconds(arguments[0]) else {
      throw FootballGatherError.invalidInput(
        "type the time as mm:ss from 00:01 to 90:00 or as minutes, e.g. 'time 25:00' or 'time 7'")
    }
    return seconds
  }

  /// `NxMM [break MM]` as periods, the seconds of each and the seconds of the break; each
  /// time as whole minutes or as `MM:SS` (`2x22:30 break 2:30`), as `time` takes it.
  /// Each number is read up to 999, so their product always fits; the match's rules
  /// then allow 2 to 4 periods, 90 minutes of play and a break of up to 30 minutes.
  public static func halves(_ arguments: [String]) throws -> (Int, Int, Int) {
    let usage = FootballGatherError.invalidInput(
      "type e.g. 'halves 2x25 break 5' (or 'halves 2x25' for no break, "
        + "'halves 2x22:30' for minutes and seconds)")
    let words = arguments.map { $0.lowercased() }
    let shape = words.first?.split(separator: "x", omittingEmptySubsequences: false) ?? []
    guard shape.count == 2, words.count == 1 || (words.count == 3 && words[1] == "break") else {
      throw usage
    }
    var read: (periods: Int, length: Int?, breakLength: Int?)
    do {
      read = (try WholeNumber.parse(shape[0], in: 0...999), try clockSeconds(shape[1]), 0)
      if words.count == 3 { read.breakLength = try clockSeconds(words[2]) }
    } catch {
      throw FootballGatherError.invalidInput(error.message)
    }
    guard let length = read.length, let breakLength = read.breakLength else { throw usage }
    return (read.periods, length, breakLength)
  }

  /// Whole minutes up to 999 (`7` is 07:00; past 999 refused) or `MM:SS` as seconds.
  private static func clockSeconds(_ word: some StringProtocol) throws(NumberRefusal) -> Int? {
    guard word.contains(":") else { return try WholeNumber.parse(word, in: 0...999) * 60 }
    guard word.split(separator: ":", omittingEmptySubsequences: false).last?.count == 2,
      let (minutes, seconds) = try? WholeNumber.pair(
        word, separatedBy: [":"], in: 0...999, 0...59)
    else { return nil }
    return minutes * 60 + seconds
  }
}
