/// A `Sendable` stub whose settings and records are one `State` behind one lock: a test
/// reads and sets each of them as if it were the stub's own property
/// (`interactor.failure = .network("down")`, `#expect(interactor.saved == [ann])`).
///
/// Interactor stubs are `Sendable` (presenters call them across actors), so what a test
/// tells them and what they keep has to sit behind a lock; the lock and one property a
/// setting are written once, here, instead of a `get`/`set` pair for each in every stub:
///
/// ```swift
/// final class StubPlayerEditInteractor: PlayerEditInteracting, LockedStub, StrictDouble {
///   struct State: Sendable {
///     var failure: FootballGatherError?
///     var saved: [Player] = []
///   }
///   let state = LockedState(State())
///   ...
/// }
/// ```
///
/// Inside the stub the settings read the same way, through `self`: `self.failure`.
@dynamicMemberLookup
public protocol LockedStub: AnyObject, Sendable {
  associatedtype State: Sendable
  var state: LockedState<State> { get }
}

extension LockedStub {
  /// The setting or record at `keyPath` in the stub's `State`, read and set under its lock.
  public subscript<Value: Sendable>(dynamicMember keyPath: WritableKeyPath<State, Value>) -> Value
  {
    get { state.withLock { $0[keyPath: keyPath] } }
    set { state.withLock { $0[keyPath: keyPath] = newValue } }
  }
}
