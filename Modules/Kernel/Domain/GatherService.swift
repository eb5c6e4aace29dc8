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
  /// be left out), no goals. The local store reads it in three queries whatever the
  /// history's length; the default filters `allGathers()`.
  func ratedGathers() async throws(FootballGatherError) -> [Gather]
  /// The current rating of each of `players` who has played an ended gather that counts
  /// (the others are left out: their rating is the prior of their declared skill), equal to
  /// the last digit to `RatingBook(gathers: ratedGathers()).ratings`. The local store keeps
  /// them, updated as gathers end or are corrected, and reads only these players; the
  /// default replays `ratedGathers()`.
  func ratings(of players: [Player.ID]) async throws(FootballGatherError)
    -> [Player.ID: Rating]
  /// Each player's rating going into and coming out of `gather` (by player id; empty when
  /// it is not rated), as `RatingBook.entries(in:)` of a replay of every rated gather: the
  /// changes written after `end`. The local store reads the kept entries; the default
  /// replays `ratedGathers()`.
  func ratingEntries(in gather: Gather) async throws(FootballGatherError)
    -> [Player.ID: RatingEntry]
  /// The gather with this id, with its line-up and goals, or `nil` when there is none: what
  /// a correction checks before it writes. A backend without a single-gather read looks
  /// through `allGathers()` (the default).
  func gather(id: Gather.ID) async throws(FootballGatherError) -> Gather?
  /// Every player who scored in an ended gather, with the goals records count for them,
  /// in roster order (then players no longer on the roster): History's "Top scorers" line.
  /// The local store answers in one query; a backend without one tallies `allGathers()`
  /// (the default).
  func scorerGoals() async throws(FootballGatherError) -> [ScorerGoals]
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

  /// Replays every rated gather: for backends that keep no ratings.
  public func ratings(of players: [Player.ID]) async throws(FootballGatherError)
    -> [Player.ID: Rating]
  {
    let book = RatingBook(gathers: try await ratedGathers())
    var found: [Player.ID: Rating] = [:]
    for player in players { found[player] = book.ratings[player] }
    return found
  }

  /// Replays every rated gather: for backends that keep no ratings.
  public func ratingEntries(in gather: Gather) async throws(FootballGatherError)
    -> [Player.ID: RatingEntry]
  {
    RatingBook(gathers: try await ratedGathers()).entries(in: gather.id)
  }

  /// Looks through every gather: for backends that cannot read one.
  public func gather(id: Gather.ID) async throws(FootballGatherError) -> Gather? {
    try await allGathers().first { $0.id == id }
  }

  /// Tallies every gather's goals: for backends that cannot count them.
  public func scorerGoals() async throws(FootballGatherError) -> [ScorerGoals] {
    ScorerGoals.tally(over: try await allGathers())
  }

  /// Creates a gather whose teams are called "Team A" and "Team B".
  public func createGather(players: [GatherPlayer]) async throws(FootballGatherError) -> Gather {
    try await createGather(players: players, teamNames: .standard)
  }
}
