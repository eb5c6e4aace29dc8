import Domain
import Synchronization

/// An in-memory `TeamDraftService` that counts what it was asked to write.
public final class FakeTeamDraftService: TeamDraftService {
  private struct State {
    var current: TeamDraft?
    var writes = 0
    var discards = 0
    var failure: FootballGatherError?
  }

  private let state: Mutex<State>

  public init(draft: TeamDraft? = nil) {
    state = Mutex(State(current: draft))
  }

  /// The draft a fresh start would load.
  public var current: TeamDraft? { state.withLock { $0.current } }
  /// How many times the picks or the teams were written.
  public var writes: Int { state.withLock { $0.writes } }
  public var discards: Int { state.withLock { $0.discards } }

  /// When set, every call throws this error and changes nothing.
  public func setFailure(_ error: FootballGatherError?) {
    state.withLock { $0.failure = error }
  }

  public func loadDraft() async throws(FootballGatherError) -> TeamDraft? {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> TeamDraft? in
      if let failure = state.failure { throw failure }
      return state.current
    }
  }

  public func savePicks(_ picks: [Player.ID]) async throws(FootballGatherError) {
    try change { $0.picks = picks }
  }

  public func saveTeams(_ teams: TeamDraft.Teams?) async throws(FootballGatherError) {
    try change { $0.teams = teams }
  }

  public func discardDraft() async throws(FootballGatherError) {
    try state.withLock { (state: inout State) throws(FootballGatherError) in
      if let failure = state.failure { throw failure }
      state.current = nil
      state.discards += 1
    }
  }

  private func change(_ body: (inout TeamDraft) -> Void) throws(FootballGatherError) {
    try state.withLock { (state: inout State) throws(FootballGatherError) in
      if let failure = state.failure { throw failure }
      var draft = state.current ?? TeamDraft()
      body(&draft)
      state.current = draft.isEmpty ? nil : draft
      state.writes += 1
    }
  }
}
