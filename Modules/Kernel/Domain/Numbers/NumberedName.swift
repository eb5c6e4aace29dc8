/// A player as a screen lists them: the number typed for them and their name, so a
/// command that takes the number takes the name too (`goal a Ann`, `sub 12 thomas`).
public struct NumberedName: Hashable, Sendable {
  public var number: Int
  public var name: String

  public init(number: Int, name: String) {
    self.number = number
    self.name = name
  }
}

extension NumberList {
  /// The number `word` stands for among `names`: a number as `number(_:in:what:)` reads
  /// it; otherwise the one player called exactly that, or else the one whose name, or a
  /// word of it, starts with it, case and accents ignored (`thom` is Thomas, `alv` is José
  /// Álvarez). Several or none is one error that says what to type.
  public static func number(
    _ word: String, in count: Int, names: [NumberedName], what: String = "player"
  ) throws(FootballGatherError) -> Int {
    guard !names.isEmpty, !word.isEmpty, !startsLikeANumber(word) else {
      return try number(word, in: count, what: what)
    }
    let key = NameKey(word)
    let exact = names.filter { NameKey($0.name) == key }
    if exact.count == 1 { return exact[0].number }
    let starting = names.filter { named in
      NameKey(named.name).hasPrefix(key)
        || named.name.split(separator: " ").dropFirst().contains { NameKey($0).hasPrefix(key) }
    }
    if starting.count == 1 { return starting[0].number }
    let echo = word.count > 20 ? String(word.prefix(20)) + "…" : word
    guard !starting.isEmpty else {
      throw .invalidInput(
        "no \(what) here is called '\(echo)'; type their number or the start of their name")
    }
    let listed = starting.prefix(4).map { "\($0.name) (\($0.number))" }
    let more = starting.count > 4 ? " and \(starting.count - 4) more" : ""
    throw .invalidInput(
      "'\(echo)' could be \(listed.dropLast().joined(separator: ", ")) or \(listed.last ?? "")"
        + "\(more); type more of the name, or the number")
  }

  /// Whether `word` is meant as a number (a digit or a sign first), not a name.
  public static func startsLikeANumber(_ word: String) -> Bool {
    guard let first = word.unicodeScalars.first else { return false }
    return ("0"..."9").contains(first) || first == "-" || first == "+"
  }

  /// `words` as one name (`Yann Le Gall`, `Thomas 2`) where they are several words of a
  /// name; as typed where there are no names to match or the first word is a number
  /// (`bench 1 2` stays a mistake).
  public static func asOneName(_ words: ArraySlice<String>, _ names: [NumberedName]) -> [String] {
    guard words.count > 1, !names.isEmpty, let first = words.first, !startsLikeANumber(first)
    else {
      return Array(words)
    }
    return [words.joined(separator: " ")]
  }
}
