import Domain
import Synchronization

/// An in-memory `PlayerService` for interactor and end-to-end tests.
///
/// Records every call; set `failure` to make the next calls throw.
public final class FakePlayerService: PlayerService {
  public enum Call: Hashable, Sendable {
    case all
    /// A page at these positions (with the roster's length).
    case page(Range<Int>)
    /// A search of the names for this text, keeping at most `limit`.
    case find(String, limit: Int)
    case player(Player.ID)
    case create(PlayerDraft)
    case createMany([PlayerDraft])
    case update(Player)
    case delete(Player.ID)
    case archived
    case restore(Player.ID)
    case merge(Player.ID, into: Player.ID)
  }

  private struct State {
    var players: [Player]
    var nextID: Player.ID
    /// How many gathers each player took part in: those are archived, not deleted.
    var gatherCounts: [Player.ID: Int] = [:]
    var archived: [Player] = []
    var calls: [Call] = []
    var failure: FootballGatherError?
  }

  private let state: Mutex<State>

  /// `gatherCounts`: how many gathers a player took part in (deleting them archives them).
  public init(players: [Player] = [], gatherCounts: [Player.ID: Int] = [:]) {
    state = Mutex(
      State(
        players: players, nextID: (players.map(\.id).max() ?? 0) + 1, gatherCounts: gatherCounts)
    )
  }

  public var players: [Player] { state.withLock { $0.players } }
  public var archived: [Player] { state.withLock { $0.archived } }
  public var calls: [Call] { state.withLock { $0.calls } }

  /// Changes a stored player as another client (another window, another device) would:
  /// not one of this service's calls.
  public func changeAsAnotherClient(id: Player.ID, _ change: (inout Player) -> Void) {
    state.withLock { state in
      guard let index = state.players.firstIndex(where: { $0.id == id }) else { return }
      change(&state.players[index])
    }
  }

  /// When set, every call throws this error and changes nothing.
  public func setFailure(_ error: FootballGatherError?) {
    state.withLock { $0.failure = error }
  }

  private func record<T>(_ call: Call, _ body: (inout State) throws(FootballGatherError) -> T)
    throws(FootballGatherError) -> T
  {
    try state.withLock { (state: inout State) throws(FootballGatherError) -> T in
      state.calls.append(call)
      if let failure = state.failure { throw failure }
      return try body(&state)
    }
  }

  public func allPlayers() async throws(FootballGatherError) -> [Player] {
    try record(.all) { $0.players }
  }

  /// Sliced from the roster by id, as LocalStore's `LIMIT`/`OFFSET` query answers.
  public func rosterPage(_ positions: Range<Int>) async throws(FootballGatherError) -> RosterPage {
    try record(.page(positions)) { state in
      RosterPage(slicing: state.players.sorted { $0.id < $1.id }, at: positions)
    }
  }

  public func players(nameContaining text: String, limit: Int) async throws(FootballGatherError)
    -> PlayerMatches
  {
    try record(.find(text, limit: limit)) { state in
      PlayerMatches(searching: state.players.sorted { $0.id < $1.id }, for: text, limit: limit)
    }
  }

  public func player(id: Player.ID) async throws(FootballGatherError) -> Player {
    try record(.player(id)) { (state: inout State) throws(FootballGatherError) -> Player in
      guard let player = state.players.first(where: { $0.id == id }) else {
        throw .notFound("player \(id)")
      }
      return player
    }
  }

  public func createPlayer(_ draft: PlayerDraft) async throws(FootballGatherError) -> Player {
    try record(.create(draft)) { state in
      let player = Player(id: state.nextID, draft: draft)
      state.nextID += 1
      state.players.append(player)
      return player
    }
  }

  public func createPlayers(_ drafts: [PlayerDraft]) async throws(FootballGatherError) -> [Player] {
    try record(.createMany(drafts)) { state in
      drafts.map { draft in
        let player = Player(id: state.nextID, draft: draft)
        state.nextID += 1
        state.players.append(player)
        return player
      }
    }
  }

  public func updatePlayer(_ player: Player) async throws(FootballGatherError) {
    try record(.update(player)) { (state: inout State) throws(FootballGatherError) in
      guard let index = state.players.firstIndex(where: { $0.id == player.id }) else {
        throw .notFound("player \(player.id)")
      }
      state.players[index] = player
    }
  }

  @discardableResult
  public func deletePlayer(id: Player.ID) async throws(FootballGatherError) -> PlayerRemoval {
    try record(.delete(id)) { (state: inout State) throws(FootballGatherError) in
      guard let index = state.players.firstIndex(where: { $0.id == id }) else {
        throw .notFound("player \(id)")
      }
      let player = state.players.remove(at: index)
      guard let count = state.gatherCounts[id], count > 0 else { return .deleted }
      state.archived.append(player)
      return .archived(gathers: count)
    }
  }

  /// None, as with the embedded database: this fake archives a player who played. Not
  /// recorded in `calls`: it changes nothing and answers the same for every player.
  public func gathersLosing(playerID: Player.ID) async throws(FootballGatherError) -> Int { 0 }

  public func archivedPlayers() async throws(FootballGatherError) -> [Player] {
    try record(.archived) { $0.archived }
  }

  @discardableResult
  public func restorePlayer(id: Player.ID) async throws(FootballGatherError) -> Player {
    try record(.restore(id)) { (state: inout State) throws(FootballGatherError) in
      guard let index = state.archived.firstIndex(where: { $0.id == id }) else {
        throw .notFound("archived player \(id)")
      }
      let player = state.archived.remove(at: index)
      state.players.append(player)
      state.players.sort { $0.id < $1.id }
      return player
    }
  }

  /// Moves the duplicate's gather count to the player kept and drops the duplicate;
  /// refused when both have gathers counted (the fake cannot tell whether they shared one).
  @discardableResult
  public func mergePlayer(id duplicate: Player.ID, into kept: Player.ID)
    async throws(FootballGatherError) -> Int
  {
    try record(.merge(duplicate, into: kept)) {
      (state: inout State) throws(FootballGatherError) -> Int in
      guard state.players.contains(where: { $0.id == kept }),
        state.players.contains(where: { $0.id == duplicate })
      else { throw .notFound("player \(duplicate)") }
      let moved = state.gatherCounts[duplicate] ?? 0
      guard moved == 0 || state.gatherCounts[kept] ?? 0 == 0 else {
        throw .invalidInput(
          "both played in the same gather, so they are two people; nothing was merged")
      }
      state.gatherCounts[kept, default: 0] += moved
      state.gatherCounts[duplicate] = nil
      state.players.removeAll { $0.id == duplicate }
      return moved
    }
  }
}
