/// A test double that fails the test on a call it was not told to expect.
///
/// A conforming double names its protocol's methods in `Method` (one case a method),
/// checks `expected` first thing in each of them, and starts with nothing expected unless
/// its initialiser is given some. A test then says what it expects before it acts:
///
/// ```swift
/// let interactor = StubPlayerAddInteractor()
/// interactor.expect(.add)
/// ```
public protocol StrictDouble: AnyObject {
  associatedtype Method: Hashable & Sendable
  /// The methods the test expects; every other call fails the test.
  var expected: ExpectedCalls<Method> { get }
}

extension StrictDouble {
  /// Adds methods the test expects from here on.
  public func expect(_ methods: Method...) {
    expected.expect(methods)
  }
}

extension StrictDouble {
  /// Checks that the test expects `method`, then keeps `call` in `calls`: for a spy that
  /// keeps each kind of call in a list of its own (VIP's spies, one list a response type).
  public func record<Call>(_ method: Method, _ call: Call, in calls: inout [Call]) {
    expected.check(method)
    calls.append(call)
  }
}
