import Domain

/// Two teams made by the balancer.
public struct BalancedSplit: Equatable, Sendable {
  public var teamA: [Player]
  public var teamB: [Player]
}

/// Splits players into two teams as fairly as possible. An Entity of the ConfirmPlayers
/// module: a pure function of the players, the constraints and a seed.
///
/// Among the splits whose team sizes differ by at most one and that meet every
/// constraint, it keeps those that first spread the goalkeepers (when there are two or
/// more, the teams' goalkeeper counts differ by at most one) and then minimise the
/// difference in strength (`SkillWeight`). When several splits are equally good, the seed
/// picks one, so the same players, constraints and seed always give the same split.
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

  public func split(_ players: [Player], constraints: TeamConstraints, seed: UInt64)
    throws(FootballGatherError) -> BalancedSplit
  {
    guard players.count >= 2 else {
      throw .invalidInput("select at least two players to make two teams")
    }
    if Self.usesExactSearch(players.count) {
      return try exactSplit(players, constraints: constraints, seed: seed)
    }
    return try heuristicSplit(players, constraints: constraints, seed: seed)
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
  public func exactSplit(_ players: [Player], constraints: TeamConstraints, seed: UInt64)
    throws(FootballGatherError) -> BalancedSplit
  {
    guard players.count <= BalanceSearch.maximumPlayers else {
      throw .invalidInput("the exact search splits up to \(BalanceSearch.maximumPlayers) players")
    }
    let roster = players.sorted { $0.id < $1.id }
    var search = BalanceSearch(roster: roster, constraints: constraints, seed: seed)
    let count = roster.count
    for size in Set([count / 2, (count + 1) / 2]).sorted() {
      search.visitSplits(teamASize: size)
    }
    guard let mask = search.bestMask else { throw Self.noSplitKeepsEveryRule }
    let inA = Set(roster.indices.filter { mask & (1 << $0) != 0 }.map { roster[$0].id })
    return BalancedSplit(players, teamA: inA)
  }

  /// A good split found by the seeded local search, for any number of players.
  public func heuristicSplit(_ players: [Player], constraints: TeamConstraints, seed: UInt64)
    throws(FootballGatherError) -> BalancedSplit
  {
    let roster = players.sorted { $0.id < $1.id }
    guard var search = HeuristicBalanceSearch(roster: roster, constraints: constraints),
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

extension BalancedSplit {
  /// `players` in their given order, the ones in `teamA` on Team A and the rest on Team B.
  init(_ players: [Player], teamA: Set<Player.ID>) {
    self.init(
      teamA: players.filter { teamA.contains($0.id) },
      teamB: players.filter { !teamA.contains($0.id) })
  }
}

/// The exact search behind `TeamBalancer`: players are bits of a mask (bit set: Team A).
struct BalanceSearch {
  private let count: Int
  private let strengthTables: (low: [Int], high: [Int])
  private let totalStrength: Int
  private let goalkeepers: Int
  private let pinnedA: Int
  private let pinnedB: Int
  private let together: [Int]
  private let apart: [Int]
  private var generator: SeededGenerator
  private var bestCost = Int.max
  private var ties = 0
  private(set) var bestMask: Int?

  /// The most players the search handles: masks are `Int` bits, tables 2 × 2^12 entries.
  static let maximumPlayers = 24
  private static let halfBits = maximumPlayers / 2

  init(roster: [Player], constraints: TeamConstraints, seed: UInt64) {
    count = roster.count
    let bit = Dictionary(uniqueKeysWithValues: roster.enumerated().map { ($1.id, 1 << $0) })
    let mask = { (ids: [Player.ID]) in ids.reduce(0) { $0 | (bit[$1] ?? 0) } }
    let weights = roster.map(SkillWeight.of)
    strengthTables = (
      Self.strengthTable(Array(weights.prefix(Self.halfBits))),
      Self.strengthTable(Array(weights.dropFirst(Self.halfBits)))
    )
    totalStrength = weights.reduce(0, +)
    goalkeepers = mask(roster.filter { $0.position == .goalkeeper }.map(\.id))
    pinnedA = mask(constraints.pins.filter { $0.value == .teamA }.map(\.key))
    pinnedB = mask(constraints.pins.filter { $0.value == .teamB }.map(\.key))
    together = constraints.together.map(mask)
    apart = constraints.apart.map(mask).filter { $0.nonzeroBitCount == 2 }
    generator = SeededGenerator(seed: seed)
  }

  /// Visits every mask with `teamASize` bits set, in increasing order (Gosper's hack).
  mutating func visitSplits(teamASize: Int) {
    let limit = 1 << count
    var mask = (1 << teamASize) - 1
    while mask < limit {
      consider(mask)
      guard mask != 0 else { return }
      let lowest = mask & -mask
      let ripple = mask + lowest
      mask = (((ripple ^ mask) >> 2) / lowest) | ripple
    }
  }

  private mutating func consider(_ mask: Int) {
    guard meetsConstraints(mask) else { return }
    let cost = cost(of: mask)
    if cost < bestCost {
      bestCost = cost
      ties = 1
      bestMask = mask
    } else if cost == bestCost {
      ties += 1
      // Reservoir sampling: each equally good split is kept with probability 1/ties.
      if generator.next() % UInt64(ties) == 0 { bestMask = mask }
    }
  }

  private func meetsConstraints(_ mask: Int) -> Bool {
    guard mask & pinnedA == pinnedA, mask & pinnedB == 0 else { return false }
    for group in together where mask & group != 0 && mask & group != group { return false }
    for pair in apart where (mask & pair).nonzeroBitCount != 1 { return false }
    return true
  }

  /// Goalkeeper imbalance first, then the strength difference.
  private func cost(of mask: Int) -> Int {
    let keepers = goalkeepers.nonzeroBitCount
    let keepersA = (mask & goalkeepers).nonzeroBitCount
    let keeperPenalty = keepers >= 2 ? max(0, abs(2 * keepersA - keepers) - 1) : 0
    let strengthA =
      strengthTables.low[mask & ((1 << Self.halfBits) - 1)]
      + strengthTables.high[mask >> Self.halfBits]
    return keeperPenalty * 1_000 + abs(2 * strengthA - totalStrength)
  }

  /// The strength of every subset of up to `halfBits` players, indexed by its mask.
  private static func strengthTable(_ weights: [Int]) -> [Int] {
    var table = [Int](repeating: 0, count: 1 << weights.count)
    for subset in table.indices.dropFirst() {
      table[subset] = table[subset & (subset - 1)] + weights[subset.trailingZeroBitCount]
    }
    return table
  }
}
