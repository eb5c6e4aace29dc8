/// What Tab completes on a screen's prompt: the command words in the first word, and
/// argument words (a screen's player names) after it. Matching ignores case; a unique
/// match is completed (with a space after a command word), several are completed as far
/// as they agree and then listed. After a command that takes numbers (`pick`), Tab turns
/// the start of a name into that player's number: `pick An` becomes `pick 1 `.
public struct LineCompletion: Equatable, Sendable {
  public var commandWords: [String]
  public var argumentWords: [String]
  /// The command words whose arguments are row numbers (`pick`, `show`).
  public var numberCommands: Set<String> = []
  /// The rows shown, numbered as the screen numbers them: what a name after one of
  /// `numberCommands` turns into.
  public var numberedWords: [Numbered] = []

  /// A row of the list shown: its number and the name on it.
  public struct Numbered: Equatable, Sendable {
    public var number: Int
    public var word: String

    public init(number: Int, word: String) {
      self.number = number
      self.word = word
    }
  }

  public init(commandWords: [String] = [], argumentWords: [String] = []) {
    self.commandWords = commandWords
    self.argumentWords = argumentWords
  }

  /// A screen's command words (and the global ones), with `argumentWords` after them.
  public init(commands: [CommandHelp], argumentWords: [String] = []) {
    let words = (commands + CommandHelp.global).map(\.keyword)
    self.init(
      commandWords: words.filter { $0.allSatisfy(\.isLetter) }, argumentWords: argumentWords)
  }

  /// A screen's commands and names, where `numberCommands` take row numbers: after one of
  /// them a name becomes the number of its row in `numbered`.
  public init(
    commands: [CommandHelp], argumentWords: [String], numberCommands: Set<String>,
    numbered: [(number: Int, name: String)]
  ) {
    self.init(commands: commands, argumentWords: argumentWords)
    self.numberCommands = numberCommands
    numberedWords = numbered.map { Numbered(number: $0.number, word: $0.name) }
  }

  /// Nothing to complete (answers to questions, forms, passwords).
  public static let none = LineCompletion()

  /// What Tab does after `typed` (the text before the cursor).
  public struct Result: Equatable, Sendable {
    /// How many characters before the cursor the completion replaces.
    public var replacing: Int
    /// The text that replaces them (empty when there is nothing to add).
    public var replacement: String
    /// The matches to list when the completion cannot go further; empty otherwise.
    public var choices: [String]
  }

  public func complete(_ typed: String) -> Result? {
    guard let firstSpace = typed.firstIndex(where: \.isWhitespace) else {
      return complete(word: typed, from: commandWords, suffix: " ")
    }
    if numberCommands.contains(typed[..<firstSpace].lowercased()) {
      return completeNumber(String(typed.reversed().prefix { !$0.isWhitespace }.reversed()))
    }
    let rest = String(typed[firstSpace...].drop(while: \.isWhitespace))
    if let result = complete(word: rest, from: argumentWords, suffix: "") { return result }
    let lastWord = String(typed.reversed().prefix { !$0.isWhitespace }.reversed())
    guard !lastWord.isEmpty else { return nil }
    return complete(word: lastWord, from: argumentWords, suffix: "")
  }

  private func complete(word: String, from words: [String], suffix: String) -> Result? {
    let key = word.lowercased()
    var seen = Set<String>()
    let matches = words.filter { $0.lowercased().hasPrefix(key) && seen.insert($0).inserted }
    guard let first = matches.first else { return nil }
    if matches.count == 1 {
      return Result(replacing: word.count, replacement: first + suffix, choices: [])
    }
    var common = first
    for match in matches.dropFirst() {
      while !match.lowercased().hasPrefix(common.lowercased()) { common.removeLast() }
    }
    guard common.count > word.count else {
      return Result(replacing: 0, replacement: "", choices: matches)
    }
    return Result(replacing: word.count, replacement: common, choices: [])
  }

  /// The number of the one row whose name starts with `word`; the rows (`7 Ann`) when
  /// several do; nothing for a number already typed or a name no row has.
  private func completeNumber(_ word: String) -> Result? {
    guard let first = word.first, !first.isNumber else { return nil }
    let key = word.lowercased()
    let matches = numberedWords.filter { $0.word.lowercased().hasPrefix(key) }
    guard let only = matches.first else { return nil }
    guard matches.count > 1 else {
      return Result(replacing: word.count, replacement: "\(only.number) ", choices: [])
    }
    return Result(replacing: 0, replacement: "", choices: matches.map { "\($0.number) \($0.word)" })
  }
}
