/// One timed build.
public struct BuildRun: Sendable, Hashable, Encodable {
  /// Wall-clock seconds.
  public var seconds: Double
  /// Modules the compiler ran for, sorted.
  public var rebuiltTargets: [String]
  /// Compile CPU seconds (user + system) per module.
  public var compileSeconds: [String: Double]

  /// Creates a run.
  public init(seconds: Double, rebuiltTargets: [String], compileSeconds: [String: Double]) {
    self.seconds = seconds
    self.rebuiltTargets = rebuiltTargets
    self.compileSeconds = compileSeconds
  }
}
