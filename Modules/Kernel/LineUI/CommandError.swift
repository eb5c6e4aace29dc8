/// A line that could not be understood; `message` says what to type instead.
public struct CommandError: Error, Hashable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  /// A refusal by a rule of the shared kernel (a number `WholeNumber` refused, a name
  /// the name rule refused), with the same words.
  public init(_ refusal: some Error & CustomStringConvertible) {
    self.init(refusal.description)
  }

  /// Runs a check of the shared kernel (Domain's number and name rules) and turns its
  /// refusal into the line the user reads: `try CommandError.checking { try
  /// NumberList.number(word, in: count) }`. Kernel errors describe themselves as that
  /// line (`CustomStringConvertible`).
  public static func checking<Value>(_ check: () throws -> Value) throws(CommandError) -> Value {
    do {
      return try check()
    } catch let error as CommandError {
      throw error
    } catch {
      throw CommandError(String(describing: error))
    }
  }

  /// "unknown command 'x'; type one of: add, delete N, help, back, quit". A name over 20
  /// characters is cut to 20 and `…`, the limit of Domain's `echoed` for refused text: a
  /// pasted line of a megabyte is not written back in its error.
  public static func unknown(_ name: String, commands: [CommandHelp]) -> CommandError {
    let valid = (commands + CommandHelp.global).map(\.usage).joined(separator: ", ")
    let shown = name.count > 20 ? name.prefix(20) + "…" : name
    return CommandError("unknown command '\(shown)'; type one of: \(valid)")
  }
}
