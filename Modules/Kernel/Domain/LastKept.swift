import Synchronization

/// What a screen's interactor last read from or wrote to a store, so that writing the same
/// again is skipped: the selection's picks and the teams screen's teams are kept after
/// every command, and most commands change neither (`list`, `more`). One per screen, never
/// shared.
public final class LastKept<Value: Sendable & Equatable>: Sendable {
  private let state = Mutex<Value?>(nil)

  public init() {}

  /// The value last read or written; `nil` before either.
  public var value: Value? { state.withLock { $0 } }

  public func set(_ value: Value?) {
    state.withLock { $0 = value }
  }
}
