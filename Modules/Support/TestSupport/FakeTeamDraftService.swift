import Domain
import Synchronization

/// An in-memory `TeamDraftService` that keeps every draft it was given, in order.
public final class FakeTeamDraftService: TeamDraftService {
  private struct State {
    var current: TeamDraft?
    var saved: [TeamDraft] = []
    var discards = 0
    var failure: FootballGatherError?
  }

  private let state: Mutex<State>

  public init(draft: TeamDraft? = nil) {
    state = Mutex(State(current: draft))
  }

  /// The draft a fresh start would load.
  public var current: TeamDraft? { state.withLock { $0.current } }
  /// Every draft saved so far, oldest first.
  public var saved: [TeamDraft] { state.withLock { $0.saved } }
  public var discards: Int { state.withLock { $0.discards } }

  /// When set, every call throws this error and changes nothing.
  public func setFailure(_ error: FootballGatherError?) {
    state.withLock { $0.failure = error }
  }

  public func saveDraft(_ draft: TeamDraft) async throws(FootballGatherError) {
    try state.withLock { (state: inout State) throws(FootballGatherError) in
      if let failure = state.failure { throw failure }
      state.current = draft.isEmpty ? nil : draft
      state.saved.append(draft)
    }
  }

  public func loadDraft() async throws(FootballGatherError) -> TeamDraft? {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> TeamDraft? in
      if let failure = state.failure { throw failure }
      return state.current
    }
  }

  public func discardDraft() async throws(FootballGatherError) {
    try state.withLock { (state: inout State) throws(FootballGatherError) in
      if let failure = state.failure { throw failure }
      state.current = nil
      state.discards += 1
    }
  }
}
