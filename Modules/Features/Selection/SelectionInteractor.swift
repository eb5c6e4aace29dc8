import Domain

/// The selection's use cases: load the rows shown, find players by name (and a guest's
/// namesakes), add a guest, and keep the picks between runs.
/// The roster's rows and the search are Domain's `RosterBrowsing`, written once and shared
/// with the player list.
struct SelectionInteractor: SelectionInteracting, RosterBrowsing {
  let playerService: any PlayerService
  private let draftService: any TeamDraftService
  /// The picks as this screen last read or kept them.
  private let lastKept = LastKept<[Player.ID]>()

  init(playerService: any PlayerService, draftService: any TeamDraftService) {
    self.playerService = playerService
    self.draftService = draftService
  }

  /// The picks kept from before, each as the roster has them now (a name changed since
  /// reads as it is now); a player no longer on the roster is left out. Many picks are
  /// read with the roster at once rather than one by one.
  func keptPicks() async throws(FootballGatherError) -> [Player] {
    let ids = try await draftService.loadDraft()?.picks ?? []
    lastKept.set(ids)
    guard ids.count > Self.onesAtATime else {
      var players: [Player] = []
      for id in ids {
        do {
          players.append(try await playerService.player(id: id))
        } catch .notFound(_) {
          continue
        }
      }
      return players
    }
    let roster = Dictionary(
      try await playerService.allPlayers().map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    return ids.compactMap { roster[$0] }
  }

  /// Keeps `players` as the picks; nothing is written when they are the picks last kept.
  func keepPicks(_ players: [Player]) async throws(FootballGatherError) {
    let ids = players.map(\.id)
    guard lastKept.value != ids else { return }
    try await draftService.savePicks(ids)
    lastKept.set(ids)
  }

  /// Up to how many kept picks are read one by one.
  private static let onesAtATime = 50

  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match] {
    try await playerService.namesakes(of: name)
  }

  func addGuest(named name: String) async throws(FootballGatherError) -> Player {
    let draft = PlayerDraft(name: try PlayerRules.validateName(name))
    return try await playerService.createPlayer(draft)
  }
}
