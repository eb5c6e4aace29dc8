/// The `archtool` program: parses a command line and runs one command.
///
/// `main.swift` only builds a `ToolEnvironment` of real streams, files and processes and
/// calls `run`; tests pass their own.
public struct ArchTool: Sendable {
  /// The tool's version, printed in every report header.
  public static let version = "1.0.0"

  let environment: ToolEnvironment

  /// Creates the tool over `environment`.
  public init(environment: ToolEnvironment) {
    self.environment = environment
  }

  /// Runs `arguments` (without the program name) and returns the exit status:
  /// 0 success, 1 violations or a failed command, 2 a wrong command line.
  public func run(_ arguments: [String]) -> Int32 {
    do {
      let parsed = try Arguments(arguments)
      if parsed.flag("version") {
        environment.output.write("archtool \(Self.version)\n")
        return 0
      }
      guard let command = parsed.command, !parsed.flag("help") || parsed.command != nil else {
        environment.output.write(Help.text)
        return parsed.command == nil && !parsed.flag("help") ? 2 : 0
      }
      if parsed.flag("help") {
        environment.output.write(Help.text)
        return 0
      }
      return try dispatch(command, parsed)
    } catch let error as ArchToolError {
      diagnose(error)
      if case .usage = error { return 2 }
      return 1
    } catch {
      diagnose(.file("\(error)"))
      return 1
    }
  }

  func dispatch(_ command: String, _ arguments: Arguments) throws -> Int32 {
    switch command {
    case "report": return try ReportCommand(context).run(arguments)
    case "complexity": return try ComplexityCommand(context).run(arguments)
    case "compare": return try CompareCommand(context).run(arguments)
    case "support-use": return try SupportUseCommand(context).run(arguments)
    case "graph": return try GraphCommand(context).run(arguments)
    case "check": return try CheckCommand(context).run(arguments)
    case "timing": return try TimingCommand(context).run(arguments)
    case "new-module": return try NewModuleCommand(context).run(arguments)
    case "profiles": return try ProfilesCommand(context).run(arguments)
    case "owners": return try OwnersCommand(context).run(arguments)
    case "help":
      environment.output.write(Help.text)
      return 0
    default:
      throw ArchToolError.usage("unknown command '\(command)'; see `archtool help`")
    }
  }

  var context: CommandContext { CommandContext(environment: environment) }

  func diagnose(_ error: ArchToolError) {
    let colour = Palette(stream: environment.errorOutput, variables: environment.variables)
    environment.errorOutput.write("archtool: \(colour.red("error:")) \(error.description)\n")
  }
}
