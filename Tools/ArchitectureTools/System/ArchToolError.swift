/// What can go wrong in archtool, each with a message a person can act on.
public enum ArchToolError: Error, Equatable, CustomStringConvertible {
  /// The command line is wrong; the message says what to type instead.
  case usage(String)
  /// A file or folder could not be read or written.
  case file(String)
  /// A tool archtool runs (`swift`, `git`) failed.
  case process(String)
  /// Input archtool reads (JSON, Package.swift) is not what it expects.
  case format(String)

  public var description: String {
    switch self {
    case .usage(let message), .file(let message), .process(let message),
      .format(let message):
      return message
    }
  }
}
