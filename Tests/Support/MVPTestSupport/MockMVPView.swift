import TestDoubles

/// The view an MVP presenter talks to, in a test: records, in order, what the presenter
/// tells it, and answers its questions.
///
/// MVP-C keeps MVP's presenters (one copy a pattern), so both patterns' presenter tests
/// run against the same mocks and the same checks, written here once. A screen's mock is a
/// subclass that adds the calls only its screen has; each test target then says that the
/// mock is the view its own presenter expects:
///
/// ```swift
/// extension MockPlayerEditView: PlayerEditViewProtocol {}
/// ```
///
/// Strict like every double (`StrictDouble`): a call the test did not `expect` fails it.
@MainActor
open class MockMVPView<Method: MVPViewMethods, Call: MVPViewCalls>: StrictDouble {
  public let expected: ExpectedCalls<Method>
  public private(set) var calls: [Call] = []
  /// The answer to a question before something is discarded: keep, as at the end of
  /// input, unless the test says otherwise.
  public var discards = false

  public init() {
    expected = ExpectedCalls(of: String(describing: Self.self))
  }

  /// Records `call` after checking that the test expects `method`.
  public func record(_ method: Method, _ call: Call) {
    expected.check(method)
    calls.append(call)
  }

  public func showMessage(_ message: String) { record(.showMessage, .message(message)) }
  public func handleError(_ message: String) { record(.handleError, .error(message)) }

  public func askToDiscard(_ question: String) async -> Bool {
    record(.askToDiscard, .question(question))
    return discards
  }
}

/// The methods every MVP view has, which `MockMVPView` records.
public protocol MVPViewMethods: Hashable, Sendable {
  static var showMessage: Self { get }
  static var handleError: Self { get }
  static var askToDiscard: Self { get }
}

/// What every MVP view is told, as `MockMVPView` records it.
public protocol MVPViewCalls: Equatable {
  static func message(_ text: String) -> Self
  static func error(_ text: String) -> Self
  static func question(_ text: String) -> Self
}
