import Domain
import LineUI
import LocalStore

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

  /// Every collaborator comes in here: the real ones from `main.swift`, doubles in tests.
  public init(
    environment: [String: String], homeDirectory: String, input: any LineSource,
    output: any TextSink, errorOutput: any TextSink, style: TextStyle = .plain,
    passwordHasher: any PasswordHasher = BcryptPasswordHasher()
  ) {
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
      errorOutput.write("footballgather: \(error.message)\n")
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
    let path = DatabaseLocation.resolve(
      option: options.databasePath, environment: environment, homeDirectory: homeDirectory)
    let store: LocalStore
    do {
      store = try LocalStore(path: path, hasher: passwordHasher)
    } catch {
      errorOutput.write("footballgather: \(error.message)\n")
      return 1
    }
    await runScreens(backend: LocalBackend(store: store))
    return 0
  }

  @MainActor
  private func runScreens(backend: any Backend) async {
    let console = Console(input: input, output: output, style: style)
    let stack = ScreenStack(console: console)
    let router = AppRouter(
      stack: stack,
      modules: ModuleFactory(
        console: console, backend: backend,
        files: LocalTextFiles(homeDirectory: homeDirectory)),
      console: console, backend: backend)
    await router.start()
    await stack.run()
    console.line("Bye.")
  }
}
