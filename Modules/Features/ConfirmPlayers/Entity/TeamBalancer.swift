import Domain

/// Splits players into two teams as fairly as possible. An Entity of the ConfirmPlayers
/// module: a pure function of the players, the constraints and a seed.
///
/// Among the splits whose team sizes differ by at most one and that meet every
/// constraint, it keeps those that first spread the goalkeepers (when there are two or
/// more, the teams' goalkeeper counts differ by at most one), then minimise the difference
/// in strength (`BalanceWeights`: the players' ratings, to the tenth of a point shown, or
/// their declared skill), then share out defenders, midfielders, wingers and strikers, then
/// even out the uncertainty (so the newcomers nobody knows yet are split too). When several
/// splits are equally good, the seed picks one, so the same players, weights, constraints
/// and seed always give the same split. With an odd number of players the extra one goes
/// to whichever side makes the teams closest in strength.
///
/// Complexity: while the roster has at most `exactSplitBudget` splits of the right sizes
/// (C(n, ⌊n/2⌋), twice that for odd n: up to 22 players) the search is exact and visits
/// every one of them, in O(g + a) each for g groups kept together and a pairs kept apart.
/// Larger rosters go to `HeuristicBalanceSearch`, a seeded local search in
/// O(restarts × steps × n²) that never refuses for size. The choice depends only on the
/// number of players, so the same input always takes the same path and gives the same split.
/// `fgbench` measures both and the heuristic's gap to the exact optimum (docs/PERFORMANCE.md).
/// Public so that `fgbench` can time it and compare the two searches.
public struct TeamBalancer: Sendable {
  /// The most splits the exact search visits: C(22, 11) = 705,432 (9-36 ms in a release
  /// build on the 2-core machine of docs/PERFORMANCE.md; 23 and 24 players are 2.7 million).
  static let exactSplitBudget = 800_000

  public init() {}

  /// The best split on the declared skill alone (the rule before ratings).
  public func split(_ players: [Player], constraints: TeamConstraints, seed: UInt64)
    throws(FootballGatherError) -> BalancedSplit
  {
    try split(players, weights: .declaredSkill(of: players), constraints: constraints, seed: seed)
  }

  /// The best split on `weights` (what `balance` uses: the players' ratings).
  public func split(
    _ players: [Player], weights: BalanceWeights, constraints: TeamConstraints, seed: UInt64
  ) throws(FootballGatherError) -> BalancedSplit {
    guard players.count >= 2 else {
      throw .invalidInput("select at least two players to make two teams")
    }
    if Self.usesExactSearch(players.count) {
      return try exactSplit(players, weights: weights, constraints: constraints, seed: seed)
    }
    return try heuristicSplit(players, weights: weights, constraints: constraints, seed: seed)
  }

  /// `true` when `count` players have few enough splits for the exact search.
  public static func usesExactSearch(_ count: Int) -> Bool {
    count <= BalanceSearch.maximumPlayers && splitCount(count) <= exactSplitBudget
  }

  /// The splits of `count` players into teams whose sizes differ by at most one.
  static func splitCount(_ count: Int) -> Int {
    var half = 1
    for step in 0..<(count / 2) { half = half * (count - step) / (step + 1) }
    return count.isMultiple(of: 2) ? half : 2 * half
  }

  /// The best split of every split (at most `BalanceSearch.maximumPlayers` players).
  public func exactSplit(
    _ players: [Player], weights: BalanceWeights? = nil, constraints: TeamConstraints,
    seed: UInt64
  ) throws(FootballGatherError) -> BalancedSplit {
    guard players.count <= BalanceSearch.maximumPlayers else {
      throw .invalidInput("the exact search splits up to \(BalanceSearch.maximumPlayers) players")
    }
    let roster = players.sorted { $0.id < $1.id }
    var search = BalanceSearch(
      roster: roster, weights: weights ?? .declaredSkill(of: players), constraints: constraints,
      seed: seed)
    let count = roster.count
    for size in Set([count / 2, (count + 1) / 2]).sorted() {
      search.visitSplits(teamASize: size)
    }
    guard let mask = search.bestMask else { throw Self.noSplitKeepsEveryRule }
    let inA = Set(roster.indices.filter { mask & (1 << $0) != 0 }.map { roster[$0].id })
    return BalancedSplit(players, teamA: inA)
  }

  /// A good split found by the seeded local search, for any number of players.
  public func heuristicSplit(
    _ players: [Player], weights: BalanceWeights? = nil, constraints: TeamConstraints,
    seed: UInt64
  ) throws(FootballGatherError) -> BalancedSplit {
    let roster = players.sorted { $0.id < $1.id }
    guard
      var search = HeuristicBalanceSearch(
        roster: roster, weights: weights ?? .declaredSkill(of: players), constraints: constraints),
      let inA = search.bestTeamA(seed: seed)
    else { throw Self.noSplitKeepsEveryRule }
    return BalancedSplit(players, teamA: inA)
  }

  /// Goalkeeper imbalance first (1,000 a keeper beyond one), then the strength difference:
  /// the quantity both searches minimise, for comparing their splits.
  public static func cost(of split: BalancedSplit) -> Int {
    let keepersA = split.teamA.filter { $0.position == .goalkeeper }.count
    let keepers = keepersA + split.teamB.filter { $0.position == .goalkeeper }.count
    let keeperPenalty = keepers >= 2 ? max(0, abs(2 * keepersA - keepers) - 1) : 0
    let strength = { (team: [Player]) in team.reduce(0) { $0 + SkillWeight.of($1) } }
    return keeperPenalty * 1_000 + abs(strength(split.teamA) - strength(split.teamB))
  }

  static let noSplitKeepsEveryRule = FootballGatherError.invalidInput(
    "no split keeps every rule (together, apart, pin)")
}
