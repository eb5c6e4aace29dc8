import Domain
import Foundation
import Synchronization

/// An in-memory `GatherService` and `MatchResultService` for interactor and end-to-end tests.
///
/// Gathers get predictable ids (`…0001`, `…0002`) and dates one minute apart from
/// `firstDate`. Records every call; set `failure` to make the next calls throw.
public final class FakeGatherService: GatherService, MatchResultService {
  public enum Call: Hashable, Sendable {
    case create([GatherPlayer])
    case rename(Gather.ID, TeamNames)
    case endWithGoals(Gather.ID, Score, [Goal])
    case correct(Gather.ID, Score, [Goal])
    case correctLineUp(Gather.ID, [GatherPlayer])
    case redate(Gather.ID, Date)
    case delete(Gather.ID)
    case all
    case playedBy(Player.ID)
  }

  struct State {
    var gathers: [Gather]
    var created = 0
    var calls: [Call] = []
    var failure: FootballGatherError?
  }

  let state: Mutex<State>
  private let firstDate: Date

  public init(gathers: [Gather] = [], firstDate: Date = Date(timeIntervalSince1970: 1_800_000_000))
  {
    state = Mutex(State(gathers: gathers))
    self.firstDate = firstDate
  }

  public var gathers: [Gather] { state.withLock { $0.gathers } }
  public var calls: [Call] { state.withLock { $0.calls } }

  /// When set, every call throws this error and changes nothing.
  public func setFailure(_ error: FootballGatherError?) {
    state.withLock { $0.failure = error }
  }

  /// The id the fake gives its `number`-th gather (from 1).
  public static func id(_ number: Int) -> Gather.ID {
    UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number)) ?? UUID()
  }

  func record<T>(_ call: Call, _ body: (inout State) throws(FootballGatherError) -> T)
    throws(FootballGatherError) -> T
  {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> T in
      state.calls.append(call)
      if let failure = state.failure { throw failure }
      return try body(&state)
    }
  }

  func date(after minutes: Int) -> Date {
    firstDate.addingTimeInterval(TimeInterval(60 * minutes))
  }

  public func createGather(players: [GatherPlayer], teamNames: TeamNames)
    async throws(FootballGatherError) -> Gather
  {
    try record(.create(players)) { state in
      state.created += 1
      let gather = Gather(
        id: Self.id(state.created), createdAt: date(after: state.created - 1), players: players,
        teamNames: teamNames)
      state.gathers.append(gather)
      return gather
    }
  }

  public func renameTeams(of id: Gather.ID, to teamNames: TeamNames)
    async throws(FootballGatherError)
  {
    try record(.rename(id, teamNames)) { (state: inout State) throws(FootballGatherError) in
      guard let index = state.gathers.firstIndex(where: { $0.id == id }) else {
        throw .notFound("gather \(id)")
      }
      state.gathers[index].teamNames = teamNames
    }
  }

  /// Ends the gather; a changed line-up replaces its players (in the order given) and
  /// its changes, as a backend keeps them.
  public func endGather(id: Gather.ID, score: Score, goals: [Goal], lineUp: PlayedLineUp?)
    async throws(FootballGatherError) -> Gather
  {
    try record(.endWithGoals(id, score, goals)) {
      (state: inout State) throws(FootballGatherError) -> Gather in
      guard let index = state.gathers.firstIndex(where: { $0.id == id }) else {
        throw .notFound("gather \(id)")
      }
      state.gathers[index].score = score
      state.gathers[index].goals = goals
      if let lineUp {
        state.gathers[index].players = lineUp.players
        state.gathers[index].lineUpChanges = lineUp.changes
      }
      state.gathers[index].endedAt = date(after: 90)
      return state.gathers[index]
    }
  }

  public func correctGather(id: Gather.ID, score: Score, goals: [Goal])
    async throws(FootballGatherError) -> Gather
  {
    try record(.correct(id, score, goals)) {
      (state: inout State) throws(FootballGatherError) -> Gather in
      guard let index = state.gathers.firstIndex(where: { $0.id == id && $0.endedAt != nil })
      else { throw .notFound("ended gather \(id)") }
      state.gathers[index].score = score
      state.gathers[index].goals = goals
      return state.gathers[index]
    }
  }

  /// Keeps `players` as the ended gather's line-up, as a backend keeps a correction.
  public func correctLineUp(id: Gather.ID, players: [GatherPlayer])
    async throws(FootballGatherError) -> Gather
  {
    try record(.correctLineUp(id, players)) {
      (state: inout State) throws(FootballGatherError) -> Gather in
      guard let index = state.gathers.firstIndex(where: { $0.id == id && $0.endedAt != nil })
      else { throw .notFound("ended gather \(id)") }
      state.gathers[index].players = players
      return state.gathers[index]
    }
  }

  public func redateGather(id: Gather.ID, startedAt: Date, endedAt: Date)
    async throws(FootballGatherError) -> Gather
  {
    try record(.redate(id, startedAt)) {
      (state: inout State) throws(FootballGatherError) -> Gather in
      guard let index = state.gathers.firstIndex(where: { $0.id == id && $0.endedAt != nil })
      else { throw .notFound("ended gather \(id)") }
      state.gathers[index].createdAt = startedAt
      state.gathers[index].endedAt = endedAt
      return state.gathers[index]
    }
  }

  public func recordPlayedGather(
    players: [GatherPlayer], teamNames: TeamNames, playedAt: Date, score: Score, goals: [Goal]
  ) async throws(FootballGatherError) -> Gather {
    try record(.create(players)) { state in
      state.created += 1
      let gather = Gather(
        id: Self.id(state.created), createdAt: playedAt, endedAt: playedAt, players: players,
        score: score, goals: goals, teamNames: teamNames)
      state.gathers.append(gather)
      return gather
    }
  }

  public func deleteGather(id: Gather.ID) async throws(FootballGatherError) {
    try record(.delete(id)) { (state: inout State) throws(FootballGatherError) in
      guard let index = state.gathers.firstIndex(where: { $0.id == id }) else {
        throw .notFound("gather \(id)")
      }
      state.gathers.remove(at: index)
    }
  }

  public func allGathers() async throws(FootballGatherError) -> [Gather] {
    try record(.all) { $0.gathers.reversed() }
  }

  public func gathers(playedBy playerID: Player.ID) async throws(FootballGatherError) -> [Gather] {
    try record(.playedBy(playerID)) { state in
      state.gathers.reversed().filter { $0.players.contains { $0.player.id == playerID } }
    }
  }
}
