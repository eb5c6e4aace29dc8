/// Runs other programs (`swift`, `git`) and waits for them.
public protocol ProcessRunning: Sendable {
  /// Runs `arguments[0]` (looked up on `PATH`) in `directory`.
  func run(_ arguments: [String], in directory: String) throws -> ProcessResult
}
