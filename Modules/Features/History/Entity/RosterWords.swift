import Domain

/// What `add` on History reads where players go, as the match screen reads them: numbers
/// of the player list and ranges (`1 3 5-7`), or names and unique starts of names (`ann
/// bob`, `alv` for José Álvarez), case and accents ignored, separated by spaces or commas.
/// A name of several words typed whole (`yann le gall`) is one player.
struct RosterWords {
  /// The players a name may stand for, each with their number on the player list.
  private let names: [NumberedName]
  /// The highest number of the player list (numbers are read within `1...count`).
  private let count: Int
  /// The numbers of the names of several words, by their key, to read them whole.
  private let longNames: [NameKey: [Int]]
  /// The most words of those names.
  private let longest: Int

  init(names: [NumberedName], count: Int) {
    self.names = names
    self.count = count
    var longNames: [NameKey: [Int]] = [:]
    var longest = 1
    for named in names {
      let words = named.name.split(whereSeparator: \.isWhitespace).count
      guard words > 1 else { continue }
      longNames[NameKey(named.name), default: []].append(named.number)
      longest = max(longest, words)
    }
    self.longNames = longNames
    self.longest = longest
  }

  /// The roster, numbered as the player list numbers it (1 first).
  init(roster: [Player]) {
    self.init(
      names: roster.enumerated().map { NumberedName(number: $0 + 1, name: $1.name) },
      count: roster.count)
  }

  /// The numbers `text` names, in the order typed, repeats kept (`ann ann`: two goals).
  func numbers(in text: String) throws(FootballGatherError) -> [Int] {
    let words = text.split { $0.isWhitespace || $0 == "," }.map(String.init)
    var numbers: [Int] = []
    var index = 0
    while index < words.count {
      let (read, used) = try number(in: words, at: index)
      numbers += read
      index += used
    }
    return numbers
  }

  /// The numbers the words from `index` on start with, and how many words they took.
  private func number(in words: [String], at index: Int) throws(FootballGatherError)
    -> ([Int], Int)
  {
    let word = words[index]
    if NumberList.startsLikeANumber(word) {
      return (try NumberList.numbers([word], in: count), 1)
    }
    var length = min(longest, words.count - index)
    while length > 1 {
      let key = NameKey(words[index..<(index + length)].joined(separator: " "))
      if let numbers = longNames[key], numbers.count == 1 { return (numbers, length) }
      length -= 1
    }
    return ([try NumberList.number(word, in: count, names: names)], 1)
  }
}
