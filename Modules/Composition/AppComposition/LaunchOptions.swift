/// What the command line asks for: `footballgather [--db PATH] [--help] [--version]`.
public struct LaunchOptions: Equatable, Sendable {
  public enum Action: Equatable, Sendable {
    case run
    case showHelp
    case showVersion
  }

  public var action: Action = .run
  /// `--db PATH`, if given.
  public var databasePath: String?

  public init(action: Action = .run, databasePath: String? = nil) {
    self.action = action
    self.databasePath = databasePath
  }

  /// Parses the arguments (without the program name).
  /// Throws a `UsageError` whose message says what to type instead.
  public static func parse(_ arguments: [String]) throws(UsageError) -> LaunchOptions {
    var options = LaunchOptions()
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "-h", "--help": options.action = .showHelp
      case "-V", "--version": options.action = .showVersion
      case "--db":
        guard let path = remaining.popFirst(), !path.isEmpty, !path.hasPrefix("--") else {
          throw UsageError("--db needs a file path, e.g. --db ~/football.sqlite")
        }
        options.databasePath = path
      case _ where argument.hasPrefix("--db="):
        let path = String(argument.dropFirst("--db=".count))
        guard !path.isEmpty else { throw UsageError("--db needs a file path") }
        options.databasePath = path
      default:
        throw UsageError("unknown argument '\(argument)'; see footballgather --help")
      }
    }
    return options
  }

  public static let helpText = """
    Football Gather: organise amateur football matches from the terminal.

    Usage: footballgather [--db PATH]

    Options:
      --db PATH      use the SQLite database at PATH
                     (default: $FOOTBALLGATHER_DB, else
                     $XDG_DATA_HOME/footballgather/footballgather.sqlite, else
                     ~/.local/share/footballgather/footballgather.sqlite)
      -h, --help     show this help
      -V, --version  show the version

    Type 'help' on any screen to see its commands. Input may be piped: the same
    commands work line by line, and the app exits when the input ends.
    Set NO_COLOR to turn colours off.
    """
}

/// A command line that cannot be run; `message` says what to type instead.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
