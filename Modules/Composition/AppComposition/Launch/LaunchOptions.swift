/// What the command line asks for:
/// `footballgather [--db PATH | --server URL] [--help] [--version]`.
public struct LaunchOptions: Equatable, Sendable {
  public enum Action: Equatable, Sendable {
    case run
    case showHelp
    case showVersion
  }

  public var action: Action = .run
  /// `--db PATH`, if given.
  public var databasePath: String?
  /// `--server URL`, if given: use the Football Gather web service instead of the database.
  public var serverURL: String?

  public init(action: Action = .run, databasePath: String? = nil, serverURL: String? = nil) {
    self.action = action
    self.databasePath = databasePath
    self.serverURL = serverURL
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
      case "--server":
        guard let url = remaining.popFirst(), !url.isEmpty, !url.hasPrefix("--") else {
          throw UsageError("--server needs a URL, e.g. --server http://127.0.0.1:8080")
        }
        options.serverURL = url
      case _ where argument.hasPrefix("--server="):
        options.serverURL = String(argument.dropFirst("--server=".count))
      default:
        throw UsageError("unknown argument '\(argument)'; see footballgather --help")
      }
    }
    if options.databasePath != nil && options.serverURL != nil {
      throw UsageError("use either --db or --server, not both")
    }
    return options
  }

  public static let helpText = """
    Football Gather: organise amateur football matches from the terminal.

    Usage: footballgather [--db PATH | --server URL]

    Options:
      --db PATH      use the SQLite database at PATH (the default backend)
                     (default: $FOOTBALLGATHER_DB, else
                     $XDG_DATA_HOME/footballgather/footballgather.sqlite, else
                     ~/.local/share/footballgather/footballgather.sqlite)
      --server URL   use the Football Gather web service at URL instead
                     (or set $FOOTBALLGATHER_SERVER); the session token is kept in
                     $XDG_STATE_HOME/footballgather/ (mode 0600) while 'remember'
                     is on; each request ends within $FOOTBALLGATHER_TIMEOUT
                     seconds (default 10)
      -h, --help     show this help
      -V, --version  show the version

    Type 'help' on any screen to see its commands. Input may be piped: the same
    commands work line by line, and the app exits when the input ends.
    Set NO_COLOR to turn colours off.
    """
}
