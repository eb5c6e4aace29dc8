/// A line the user typed, split into a command word and its arguments.
public struct CommandInput: Hashable, Sendable {
  /// The line as typed, trimmed.
  public let line: String
  /// The first word, lower-cased: `delete`.
  public let name: String
  /// The words after the first.
  public let arguments: [String]

  public init(_ line: String) {
    self.line = line.trimmingWhitespace()
    let words = self.line.split(whereSeparator: \.isWhitespace).map(String.init)
    name = words.first?.lowercased() ?? ""
    arguments = Array(words.dropFirst())
  }

  /// Everything after the command word, as typed (keeps inner spaces): `add Ann Marie` -> `Ann Marie`.
  public var argumentText: String {
    guard let end = line.firstIndex(where: \.isWhitespace) else { return "" }
    return String(line[end...]).trimmingWhitespace()
  }

  /// Refuses words after a command that takes none (`start now`), so a line that is not
  /// fully understood changes nothing.
  public func expectNoArguments() throws(CommandError) {
    guard arguments.isEmpty else {
      throw CommandError("'\(name)' takes nothing after it; type '\(name)'")
    }
  }

  /// The single argument of a command that takes one number (`show 3` -> `3`), for
  /// Domain's `NumberList` to read. Throws a message that says what to type instead.
  public func numberArgument(what: String = "player") throws(CommandError) -> String {
    guard arguments.count == 1 else {
      throw CommandError("type '\(name) N' with the \(what)'s number")
    }
    return arguments[0]
  }
}
