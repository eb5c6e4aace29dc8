import Domain

/// The PlayerList use cases: load the roster, delete a player, export and import it, and
/// look for a match left unfinished.
struct PlayerListInteractor: PlayerListInteracting {
  let playerService: any PlayerService
  let files: any TextFileAccess
  /// The file formats (Infrastructure's `RosterFiles`, injected by the composition root).
  let codec: any RosterFileCoding
  private let snapshotService: any MatchSnapshotService
  let draftService: any TeamDraftService

  init(
    playerService: any PlayerService, files: any TextFileAccess, codec: any RosterFileCoding,
    snapshotService: any MatchSnapshotService, draftService: any TeamDraftService
  ) {
    self.playerService = playerService
    self.files = files
    self.codec = codec
    self.snapshotService = snapshotService
    self.draftService = draftService
  }

  func loadRoster(rows: Range<Int>) async throws(FootballGatherError) -> PlayerRoster {
    PlayerRoster(try await playerService.rosterPage(rows), loadedFor: rows)
  }

  func players(at indices: [Int], of roster: PlayerRoster) async throws(FootballGatherError)
    -> [Int: Player]
  {
    try await playerService.players(at: indices, of: roster)
  }

  func find(_ text: String, limit: Int) async throws(FootballGatherError) -> PlayerMatches {
    try await playerService.players(nameContaining: text, limit: limit)
  }

  func unfinishedMatch() async throws(FootballGatherError) -> MatchSnapshot? {
    try await snapshotService.loadSnapshot()
  }

  func merge(_ duplicate: Player, into kept: Player) async throws(FootballGatherError) -> Int {
    try await playerService.mergePlayer(id: duplicate.id, into: kept.id)
  }

  func gathersLosing(_ player: Player) async throws(FootballGatherError) -> Int {
    try await playerService.gathersLosing(playerID: player.id)
  }

  func deletion(at index: Int, of roster: PlayerRoster) async throws(FootballGatherError)
    -> PlayerDeletion?
  {
    guard let player = try await playerService.players(at: [index], of: roster)[index] else {
      return nil
    }
    return PlayerDeletion(
      player: player, gathersLosing: try await playerService.gathersLosing(playerID: player.id))
  }

  func delete(_ player: Player, from roster: PlayerRoster) async throws(FootballGatherError)
    -> (roster: PlayerRoster, removal: PlayerRemoval)
  {
    let removal = try await playerService.deletePlayer(id: player.id)
    return (try await loadRoster(rows: roster.rows), removal)
  }
}
