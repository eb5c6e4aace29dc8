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
