/// The logged-in user's gathers (matches).
public protocol GatherService: Sendable {
  /// Creates a gather with every player on their team (and number), called `teamNames`,
  /// all or nothing.
  func createGather(players: [GatherPlayer], teamNames: TeamNames)
    async throws(FootballGatherError) -> Gather
  /// Gives a gather's teams new names (`name a Bibs` on the match screen). Throws
  /// `.notFound` for an unknown id.
  func renameTeams(of id: Gather.ID, to teamNames: TeamNames) async throws(FootballGatherError)
  func deleteGather(id: Gather.ID) async throws(FootballGatherError)
  /// Every gather, newest first.
  func allGathers() async throws(FootballGatherError) -> [Gather]
  /// The gathers a player took part in, newest first.
  func gathers(playedBy playerID: Player.ID) async throws(FootballGatherError) -> [Gather]
  /// The ended gathers at `positions` of the history (newest first, 0-based), each with its
  /// line-up and goals, and how many ended gathers there are: what one screen of History
  /// shows. The local store answers in a fixed number of queries, whatever the page or
  /// history's length; a backend without pages slices `allGathers()` (the default).
  func historyPage(at positions: Range<Int>) async throws(FootballGatherError) -> GatherPage
  /// What `RatingBook` replays: the gathers with a score, newest first (as `allGathers()`
  /// orders them), each with its dates, score, line-up changes and line-up in the order
  /// it was picked; every player with their id, name that day and skill (other fields may
  /// be left out), no goals. The local store reads it in two queries per 500 gathers
  /// without the rows ratings never use; the default filters `allGathers()`.
  func ratedGathers() async throws(FootballGatherError) -> [Gather]
}

extension GatherService {
  /// Loads every gather and keeps the page: for backends that cannot ask for less.
  public func historyPage(at positions: Range<Int>) async throws(FootballGatherError)
    -> GatherPage
  {
    GatherPage(slicing: try await allGathers(), at: positions)
  }

  /// Every gather with a score, from `allGathers()`: for backends that cannot ask for less.
  public func ratedGathers() async throws(FootballGatherError) -> [Gather] {
    try await allGathers().filter { $0.score != nil }
  }

  /// Creates a gather whose teams are called "Team A" and "Team B".
  public func createGather(players: [GatherPlayer]) async throws(FootballGatherError) -> Gather {
    try await createGather(players: players, teamNames: .standard)
  }
}
