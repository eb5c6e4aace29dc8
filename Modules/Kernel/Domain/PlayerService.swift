/// The logged-in user's roster.
///
/// An instance is bound to one session; it never sees another user's players.
public protocol PlayerService: Sendable {
  /// The whole roster (archived players excluded), by id: a roster position is a place
  /// in this order.
  func allPlayers() async throws(FootballGatherError) -> [Player]
  /// The players at `positions` (0-based, fewer or none past the end) and the roster's
  /// length, in one query where the backend can: what a page of the roster costs.
  func rosterPage(_ positions: Range<Int>) async throws(FootballGatherError) -> RosterPage
  /// The roster's players whose name contains `text`, ignoring case
  /// (`PlayerMatches.name(_:contains:)`): the first `limit` and how many match.
  func players(nameContaining text: String, limit: Int) async throws(FootballGatherError)
    -> PlayerMatches
  /// The player as stored now: PlayerEdit reads it just before saving one field, so that
  /// the others keep what another client may have written since. Throws `.notFound` for an
  /// unknown id.
  func player(id: Player.ID) async throws(FootballGatherError) -> Player
  func createPlayer(_ draft: PlayerDraft) async throws(FootballGatherError) -> Player
  /// Adds every draft or none of them (one transaction where the backend has them).
  func createPlayers(_ drafts: [PlayerDraft]) async throws(FootballGatherError) -> [Player]
  /// Replaces every field of the player. Throws `.notFound` for an unknown id.
  func updatePlayer(_ player: Player) async throws(FootballGatherError)
  /// Takes the player off the roster. A player who took part in a gather is archived:
  /// gone from the roster and from selection, still in every gather and record, back with
  /// `restorePlayer`. A player who never played is deleted for good.
  /// Throws `.notFound` for an unknown id.
  @discardableResult
  func deletePlayer(id: Player.ID) async throws(FootballGatherError) -> PlayerRemoval
  /// How many gathers would lose the player if `deletePlayer` ran now: 0 where the backend
  /// archives a player who played (they stay in every gather), the number of their gathers
  /// where it cannot (the web service drops a deleted player from each of them).
  func gathersLosing(playerID: Player.ID) async throws(FootballGatherError) -> Int
  /// The archived players (who played, then were deleted), by id.
  func archivedPlayers() async throws(FootballGatherError) -> [Player]
  /// Makes two roster players one (`merge N M`): every gather and goal of `duplicate`
  /// becomes `kept`'s, so the records follow, and `duplicate` leaves the roster for good;
  /// answers how many gathers moved. All or nothing. Refused (`.invalidInput`) when both
  /// played in the same gather (it would count twice), when `duplicate` is in a match left
  /// unfinished, and where the backend cannot move a gather's players (the web service).
  @discardableResult
  func mergePlayer(id duplicate: Player.ID, into kept: Player.ID)
    async throws(FootballGatherError) -> Int
  /// Puts an archived player back on the roster. Throws `.notFound` unless `id` is archived.
  @discardableResult
  func restorePlayer(id: Player.ID) async throws(FootballGatherError) -> Player
  /// The roster's names that are, ignoring case and accents (`Player.nameKey`), one of
  /// `names`: what an import checks before adding, in one query where the backend can (the
  /// default loads the roster).
  func rosterNames(among names: [String]) async throws(FootballGatherError) -> [String]
  /// The roster's players whose name is `name` ignoring case and accents (`NameKey`), with
  /// their 0-based roster positions, in roster order: whom a new player of that name would
  /// duplicate. The local store asks SQLite for the few candidates; the default searches
  /// with `players(nameContaining:limit:)`.
  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match]
}

extension PlayerService {
  public func rosterNames(among names: [String]) async throws(FootballGatherError) -> [String] {
    let wanted = Set(names.map(Player.nameKey))
    return try await allPlayers().map(\.name).filter { wanted.contains(Player.nameKey($0)) }
  }
}
