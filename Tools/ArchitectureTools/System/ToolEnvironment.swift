/// Everything archtool touches outside itself, passed in by `main.swift` or by a test.
public struct ToolEnvironment: Sendable {
  public var fileSystem: any FileSystem
  public var processRunner: any ProcessRunning
  public var time: any TimeSource
  public var output: any TextOutput
  public var errorOutput: any TextOutput
  /// Environment variables (`NO_COLOR`, `SOURCE_DATE_EPOCH`).
  public var variables: [String: String]
  /// The folder relative paths are resolved against.
  public var currentDirectory: String

  /// Creates an environment.
  public init(
    fileSystem: any FileSystem, processRunner: any ProcessRunning, time: any TimeSource,
    output: any TextOutput, errorOutput: any TextOutput, variables: [String: String],
    currentDirectory: String
  ) {
    self.fileSystem = fileSystem
    self.processRunner = processRunner
    self.time = time
    self.output = output
    self.errorOutput = errorOutput
    self.variables = variables
    self.currentDirectory = currentDirectory
  }
}
