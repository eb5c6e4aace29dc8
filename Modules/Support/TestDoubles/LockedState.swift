import Synchronization

/// A value behind a lock (a `Mutex` a class can share), for a `LockedStub`.
public final class LockedState<State: Sendable>: Sendable {
  private let mutex: Mutex<State>

  public init(_ state: State) {
    mutex = Mutex(state)
  }

  /// Runs `body` on the value with the lock held: for a change that reads and writes it
  /// in one step.
  public func withLock<Result: Sendable, Failure: Error>(
    _ body: (inout State) throws(Failure) -> Result
  ) throws(Failure) -> Result {
    try mutex.withLock { (state: inout State) throws(Failure) -> Result in try body(&state) }
  }
}
