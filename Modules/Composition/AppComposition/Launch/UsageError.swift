/// A command line that cannot be run; `message` says what to type instead.
public struct UsageError: Error, Equatable, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }
}
