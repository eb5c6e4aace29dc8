import Domain

/// The ConfirmPlayers use cases: learn the ratings from the history, balance the teams on
/// them and start the gather, replacing a match left unfinished only when the user agrees.
struct ConfirmPlayersInteractor: ConfirmPlayersInteracting {
  private let gatherService: any GatherService
  private let snapshotService: any MatchSnapshotService
  private let drafts: any TeamDraftService
  /// The teams as this screen last read or kept them (`.some(nil)`: none kept).
  private let lastKept = LastKept<TeamDraft.Teams?>()
  private let balancer: TeamBalancer
  private let makeSeed: @Sendable () -> UInt64

  /// - Parameter makeSeed: picks a seed when the user gives none (random in the app,
  ///   fixed in tests).
  init(
    gatherService: any GatherService, snapshotService: any MatchSnapshotService,
    drafts: any TeamDraftService, balancer: TeamBalancer = TeamBalancer(),
    makeSeed: @escaping @Sendable () -> UInt64
  ) {
    self.gatherService = gatherService
    self.snapshotService = snapshotService
    self.drafts = drafts
    self.balancer = balancer
    self.makeSeed = makeSeed
  }

  func move(_ players: [Player], to team: Team, in sheet: TeamSheet) -> TeamSheet {
    var moved = sheet
    moved.move(players, to: team)
    return moved
  }

  func adding(_ rule: TeamRule, to constraints: TeamConstraints) throws(FootballGatherError)
    -> TeamConstraints
  {
    var changed = constraints
    try changed.add(rule)
    return changed
  }

  /// The picked players' ratings as the backend keeps them (`GatherService.ratings(of:)`:
  /// stored and updated as gathers end, not replayed here).
  func ratings(of players: [Player]) async throws(FootballGatherError) -> [Player.ID: Rating] {
    try await gatherService.ratings(of: players.map(\.id))
  }

  /// Who sat out and who played, from the history the backend returns.
  func sitOutOrder() async throws(FootballGatherError) -> SitOutOrder {
    SitOutOrder(gathers: try await gatherService.allGathers())
  }

  func balance(_ sheet: TeamSheet, constraints: TeamConstraints, seed: UInt64?)
    throws(FootballGatherError) -> (sheet: TeamSheet, seed: UInt64)
  {
    let seed = seed ?? makeSeed()
    var balanced = sheet
    balanced.apply(
      try balancer.split(
        sheet.players, weights: sheet.balanceWeights, constraints: constraints, seed: seed))
    return (balanced, seed)
  }

  /// Starts the gather, then forgets the kept teams: they are played. (Should forgetting
  /// fail, the next login offers them again, and the organiser can discard them there.)
  func startGather(with sheet: TeamSheet) async throws(FootballGatherError) -> Gather {
    if let problem = sheet.startProblem { throw .invalidInput(problem) }
    let gather = try await gatherService.createGather(
      players: sheet.lineUp, teamNames: sheet.teamNames)
    do { try await drafts.discardDraft() } catch {}
    return gather
  }

  /// The teams kept for exactly `players` (made in an earlier run, or before `back`): a
  /// changed selection gets a fresh sheet, as it does within a run.
  func keptTeams(for players: [Player]) async throws(FootballGatherError) -> TeamDraft.Teams? {
    let teams = try await drafts.loadDraft()?.teams
    lastKept.set(.some(teams))
    guard let teams, teams.areFor(players.map(\.id)) else { return nil }
    return teams
  }

  /// Keeps `teams` until `play`; a sheet with nothing made yet (`isBlank`) keeps none.
  /// Nothing is written when they are the teams last kept.
  func keepTeams(_ teams: TeamDraft.Teams) async throws(FootballGatherError) {
    let kept = teams.isBlank ? nil : teams
    if case .some(let last) = lastKept.value, last == kept { return }
    try await drafts.saveTeams(kept)
    lastKept.set(.some(kept))
  }

  func unfinishedMatch() async throws(FootballGatherError) -> MatchSnapshot? {
    try await snapshotService.loadSnapshot()
  }

  /// The snapshot first, as the Gather screen's discard does: a failure in between leaves
  /// a hidden unfinished gather, never a snapshot of a deleted one.
  func discard(_ match: MatchSnapshot) async throws(FootballGatherError) {
    try await snapshotService.discardSnapshot()
    try await gatherService.deleteGather(id: match.gatherID)
  }
}
