/// What the command line asks for:
/// `footballgather [--db PATH | --server URL] [--pattern P] [--help] [--version]`.
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
  /// `--pattern P`: the pattern of the pattern lab's screens (docs/PATTERNS.md).
  public var pattern: ArchitecturePattern = .viper

  public init(
    action: Action = .run, databasePath: String? = nil, serverURL: String? = nil,
    pattern: ArchitecturePattern = .viper
  ) {
    self.action = action
    self.databasePath = databasePath
    self.serverURL = serverURL
    self.pattern = pattern
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
      case "--pattern":
        options.pattern = try parsePattern(remaining.popFirst())
      case _ where argument.hasPrefix("--pattern="):
        options.pattern = try parsePattern(String(argument.dropFirst("--pattern=".count)))
      default:
        throw UsageError("unknown argument '\(argument)'; see footballgather --help")
      }
    }
    if options.databasePath != nil && options.serverURL != nil {
      throw UsageError("use either --db or --server, not both")
    }
    return options
  }

  /// The pattern `--pattern` names, or what to type instead.
  private static func parsePattern(_ word: String?) throws(UsageError) -> ArchitecturePattern {
    guard let word, !word.isEmpty, !word.hasPrefix("--") else {
      throw UsageError("--pattern needs one of \(ArchitecturePattern.words), e.g. --pattern mvvm")
    }
    guard let pattern = ArchitecturePattern(word: word) else {
      throw UsageError(
        "there is no pattern '\(word)'; choose one of \(ArchitecturePattern.words)")
    }
    return pattern
  }

  public static let helpText = """
    Football Gather: organise amateur football matches from the terminal.

    Usage: footballgather [--db PATH | --server URL] [--pattern P]

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
      --pattern P    run the pattern lab's screens (login, player detail, the
                     match where its variant exists) written in pattern P: mvc,
                     mvvm, mvp, mvp-c, viper (the default) or vip; every other
                     screen stays VIPER (docs/PATTERNS.md)
      -h, --help     show this help
      -V, --version  show the version

    Type 'help' on any screen to see its commands. Input may be piped: the same
    commands work line by line, and the app exits when the input ends.
    Set NO_COLOR to turn colours off.
    """
}
