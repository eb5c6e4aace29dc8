/// A line that could not be understood; `message` says what to type instead.
public struct CommandError: Error, Hashable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  /// "unknown command 'x'; type one of: add, delete N, help, back, quit".
  public static func unknown(_ name: String, commands: [CommandHelp]) -> CommandError {
    let valid = (commands + CommandHelp.global).map(\.usage).joined(separator: ", ")
    return CommandError("unknown command '\(name)'; type one of: \(valid)")
  }
}
