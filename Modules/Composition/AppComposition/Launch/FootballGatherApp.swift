import Domain
import Foundation
import LineUI
import LocalStore
import RemoteAPI

/// The composition root's entry: parses the command line, opens the backend, builds the
/// first module and runs the screen stack until `quit` or the end of input.
public struct FootballGatherApp {
  public static let version = "0.1.0"

  private let environment: [String: String]
  private let homeDirectory: String
  private let input: any LineSource
  private let output: any TextSink
  private let errorOutput: any TextSink
  private let style: TextStyle
  private let passwordHasher: any PasswordHasher
  /// Makes the web service's transport with the request timeout in seconds; called only
  /// when `--server` is given, so a local session builds no URLSession and creates no cache
  /// folders.
  private let makeTransport: @Sendable (TimeInterval) -> any HTTPTransport
  private let clock: any Clock<Duration>
  private let now: @Sendable () -> Date
  /// `nil`: the machine's, read when the first date is written (reading it loads ICU's
  /// time zone data, 4.5 MiB, which a session that shows no date never needs).
  private let timeZone: TimeZone?
  private let makeSeed: @Sendable () -> UInt64

  /// Every collaborator comes in here: the real ones from `main.swift`, doubles in tests.
  public init(
    environment: [String: String], homeDirectory: String, input: any LineSource,
    output: any TextSink, errorOutput: any TextSink, style: TextStyle = .plain,
    passwordHasher: any PasswordHasher = BcryptPasswordHasher(),
    transport: @escaping @Sendable (TimeInterval) -> any HTTPTransport = {
      SocketTransport(timeout: $0)
    },
    clock: any Clock<Duration> = ContinuousClock(),
    now: @escaping @Sendable () -> Date = { Date() },
    timeZone: TimeZone? = nil,
    makeSeed: @escaping @Sendable () -> UInt64 = { UInt64.random(in: 1...9_999) }
  ) {
    self.makeTransport = transport
    self.clock = clock
    self.now = now
    self.timeZone = timeZone
    self.makeSeed = makeSeed
    self.environment = environment
    self.homeDirectory = homeDirectory
    self.input = input
    self.output = output
    self.errorOutput = errorOutput
    self.style = style
    self.passwordHasher = passwordHasher
  }

  /// Runs the app; returns the process exit status (0 success, 1 failure, 2 usage).
  @MainActor
  public func run(arguments: [String]) async -> Int32 {
    let options: LaunchOptions
    do {
      options = try LaunchOptions.parse(arguments)
    } catch {
      errorOutput.write("footballgather: \(error.message.escapingControlCharacters())\n")
      return 2
    }
    switch options.action {
    case .showHelp:
      output.write(LaunchOptions.helpText + "\n")
      return 0
    case .showVersion:
      output.write("footballgather \(Self.version)\n")
      return 0
    case .run:
      break
    }
    let backend: any Backend
    do {
      backend = try makeBackend(options)
    } catch {
      errorOutput.write("footballgather: \(error.message.escapingControlCharacters())\n")
      return error.isInvalidInput ? 2 : 1
    }
    await runScreens(backend: backend, pattern: options.pattern)
    return 0
  }

  /// The web service when `--server` or `FOOTBALLGATHER_SERVER` names one (a `--db` flag
  /// wins over the variable; `FOOTBALLGATHER_TIMEOUT` limits each request), else the
  /// embedded database.
  private func makeBackend(_ options: LaunchOptions) throws(FootballGatherError) -> any Backend {
    let server =
      options.serverURL
      ?? (options.databasePath == nil
        ? environment["FOOTBALLGATHER_SERVER"].flatMap { $0.isEmpty ? nil : $0 } : nil)
    if let server {
      let url = try ServerAddress.parse(server)
      let timeout = try RequestTimeout.resolve(environment: environment)
      let home = URL(fileURLWithPath: homeDirectory, isDirectory: true)
      let state = StateDirectory.resolve(environment: environment, home: home)
      let preferences = FileLoginPreferences(directory: state, server: url)
      return WebServiceBackend(
        remote: RemoteBackend(
          baseURL: url, transport: makeTransport(timeout), tokens: FileTokenStore(directory: state),
          cache: FileGatherMetadataCache(directory: state), now: now, preferences: preferences),
        preferencesService: preferences, stateDirectory: state)
    }
    let path = DatabaseLocation.resolve(
      option: options.databasePath, environment: environment, homeDirectory: homeDirectory)
    return LocalBackend(store: try LocalStore(path: path, hasher: passwordHasher, now: now))
  }

  @MainActor
  private func runScreens(backend: any Backend, pattern: ArchitecturePattern) async {
    let console = Console(input: input, output: output, style: style, skipsLeadingBlankLine: true)
    let stack = ScreenStack(console: console)
    let expiry = SessionExpiry(
      stack: stack, view: SessionExpiryView(console: console), authService: backend.authService)
    // Strong: `expiry` holds the stack weakly, so the screens' services keep it alive
    // without a cycle.
    let backend = backend.reportingExpiredSessions { session in
      await expiry.sessionDidExpire(session)
    }
    let flow = LoginFlowBuilder(
      stack: stack,
      builders: FeatureBuilders(
        console: console, backend: backend,
        files: LocalTextFiles(homeDirectory: homeDirectory), clock: clock, makeSeed: makeSeed,
        formatDate: GatherDateFormat.make(timeZone: timeZone)),
      pattern: pattern
    ).build()
    await flow.start()
    await stack.run()
    // The screens' routers hold the flows weakly: the root flow lives for the whole run.
    withExtendedLifetime(flow) {}
    console.line("Bye.")
  }
}
