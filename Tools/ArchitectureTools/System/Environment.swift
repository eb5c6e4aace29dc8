import Foundation

/// Where text goes: standard output, standard error, or a test's recorder.
public protocol TextOutput: Sendable {
  /// Writes `text` as it is (add your own newline).
  func write(_ text: String)
  /// Whether the stream is a terminal (colour is used only then).
  var isTerminal: Bool { get }
}

/// The file operations archtool needs, so the library can run on an in-memory tree.
public protocol FileSystem: Sendable {
  func readFile(atPath path: String) throws -> String
  func writeFile(atPath path: String, contents: String) throws
  func fileExists(atPath path: String) -> Bool
  func isDirectory(atPath path: String) -> Bool
  /// Regular files below `path` as relative `/`-separated paths, sorted; folders whose
  /// name starts with `.` (`.build`, `.git`) are skipped.
  func filesRecursively(under path: String) throws -> [String]
  func createDirectory(atPath path: String) throws
  func removeItem(atPath path: String) throws
  /// Sets the file's modification date to now, as `touch` does.
  func touch(atPath path: String) throws
}

/// The result of running a program.
public struct ProcessResult: Sendable, Equatable {
  public var status: Int32
  public var output: String
  public var errorOutput: String

  /// Creates a result.
  public init(status: Int32, output: String, errorOutput: String = "") {
    self.status = status
    self.output = output
    self.errorOutput = errorOutput
  }
}

/// Runs other programs (`swift`, `git`) and waits for them.
public protocol ProcessRunning: Sendable {
  /// Runs `arguments[0]` (looked up on `PATH`) in `directory`.
  func run(_ arguments: [String], in directory: String) throws -> ProcessResult
}

/// Wall-clock and monotonic time.
public protocol TimeSource: Sendable {
  /// The current date, for report headers.
  func now() -> Date
  /// A monotonic reading, for measuring durations.
  func monotonic() -> Duration
}

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
