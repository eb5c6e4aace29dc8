import Domain

/// The answer to "which of the names not on the roster become guests?" after `paste`:
/// numbers of the names listed (`1 3`, `2-4`), `all`, `each` (asked one by one) or
/// `none`; an empty answer or the end of input is `none`, so nobody is added by accident.
enum GuestChoice: Equatable, Sendable {
  case all
  case each
  case none
  /// The names chosen, 0-based, in the order typed.
  case numbers([Int])

  /// The choice `answer` makes among `count` names, or why it is not an answer.
  init(_ answer: String?, among count: Int) throws(FootballGatherError) {
    let words = (answer ?? "").lowercased().split(whereSeparator: { $0 == " " || $0 == "\t" })
      .map(String.init)
    switch words {
    case []: self = .none
    case ["all"], ["y"], ["yes"]: self = .all
    case ["each"]: self = .each
    case ["none"], ["n"], ["no"]: self = .none
    case _ where words.allSatisfy({ $0.first?.isNumber == true }):
      self = .numbers(try NumberList.numbers(words, in: count, what: "name").map { $0 - 1 })
    default:
      let typed = (answer ?? "").trimmingWhitespace().echoed
      throw .invalidInput(
        "'\(typed)' is not an answer here; type the names' numbers (1 3), all, each or none")
    }
  }
}
