/// A strict spy that records, in order, each call it gets as a value the test compares: an
/// intent (`.makeTeams([ann, bob])`), what a parent was told (`"select Ann"`), a session.
///
/// Every feature's router spy does the same two things, check the call and keep it, so that
/// is written once. A spy is a subclass that names its protocol and its methods, records
/// each call, and names what it recorded for its tests:
///
/// ```swift
/// final class RecordingPlayerAddRouter:
///   RecordingDouble<RecordingPlayerAddRouter.Method, Player>, PlayerAddRouter
/// {
///   enum Method: Hashable, Sendable { case finishAdding }
///   var finished: [Player] { calls }
///   func finishAdding(_ player: Player) async { record(.finishAdding, player) }
/// }
/// ```
///
/// Strict like every double (`StrictDouble`): a call the test did not `expect` fails it.
@MainActor
open class RecordingDouble<Method: Hashable & Sendable, Call>: StrictDouble {
  public let expected: ExpectedCalls<Method>
  /// What the spy was told, in order.
  public private(set) var calls: [Call] = []

  public init() {
    expected = ExpectedCalls(of: String(describing: Self.self))
  }

  /// Records `call` after checking that the test expects `method`.
  public func record(_ method: Method, _ call: Call) {
    expected.check(method)
    calls.append(call)
  }
}
