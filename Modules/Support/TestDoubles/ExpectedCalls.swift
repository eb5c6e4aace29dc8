import Synchronization
import Testing

/// The methods of one test double that a test expects to be called: a call to any other
/// method fails the test with an issue that names the double and the method.
///
/// This is isowords' `testValue` for protocol doubles: every method of a stub is
/// "unimplemented" until the test says it expects it, so a presenter that starts asking
/// its interactor something new fails every test that did not plan for it, instead of
/// quietly getting a default answer. The double still answers an unexpected call (with
/// its usual behaviour, or an error where it throws) so the test runs on and reports
/// everything it sees.
///
/// A double keeps one of these and checks it first thing in every method:
///
/// ```swift
/// func loadRoster() async throws(FootballGatherError) -> PlayerRoster {
///   expected.check(.loadRoster)
///   ...
/// }
/// ```
public final class ExpectedCalls<Method: Hashable & Sendable>: Sendable {
  private let double: String
  private let methods: Mutex<Set<Method>>

  /// `double` names the double in the failure message; `methods` are those the test
  /// expects (none: every call fails the test).
  public init(of double: String, _ methods: Set<Method> = []) {
    self.double = double
    self.methods = Mutex(methods)
  }

  /// Adds methods the test expects from here on.
  public func expect(_ more: some Sequence<Method>) {
    methods.withLock { $0.formUnion(more) }
  }

  /// Whether the test expects `method`; when it does not, records an issue naming the
  /// double and the method, and answers `false`.
  @discardableResult
  public func check(
    _ method: Method, fileID: String = #fileID, filePath: String = #filePath, line: Int = #line,
    column: Int = #column
  ) -> Bool {
    let expected = methods.withLock { $0.contains(method) }
    if !expected {
      let message = "unexpected call: \(double).\(method) (the test does not expect it)"
      Issue.record(
        Comment(rawValue: message),
        sourceLocation: SourceLocation(
          fileID: fileID, filePath: filePath, line: line, column: column))
    }
    return expected
  }
}
