import Domain
import Synchronization

/// An in-memory `MatchSnapshotService` that keeps every snapshot it was given, in order.
public final class FakeMatchSnapshotService: MatchSnapshotService {
  private struct State {
    var current: MatchSnapshot?
    var saved: [MatchSnapshot] = []
    var discards = 0
    var failure: FootballGatherError?
  }

  private let state: Mutex<State>

  public init(snapshot: MatchSnapshot? = nil) {
    state = Mutex(State(current: snapshot))
  }

  /// The snapshot a fresh start would load.
  public var current: MatchSnapshot? { state.withLock { $0.current } }
  /// Every snapshot saved so far, oldest first.
  public var saved: [MatchSnapshot] { state.withLock { $0.saved } }
  public var discards: Int { state.withLock { $0.discards } }

  /// When set, every call throws this error and changes nothing.
  public func setFailure(_ error: FootballGatherError?) {
    state.withLock { $0.failure = error }
  }

  public func saveSnapshot(_ snapshot: MatchSnapshot) async throws(FootballGatherError) {
    try state.withLock { (state: inout State) throws(FootballGatherError) in
      if let failure = state.failure { throw failure }
      state.current = snapshot
      state.saved.append(snapshot)
    }
  }

  public func loadSnapshot() async throws(FootballGatherError) -> MatchSnapshot? {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> MatchSnapshot? in
      if let failure = state.failure { throw failure }
      return state.current
    }
  }

  public func discardSnapshot() async throws(FootballGatherError) {
    try state.withLock { (state: inout State) throws(FootballGatherError) in
      if let failure = state.failure { throw failure }
      state.current = nil
      state.discards += 1
    }
  }
}
