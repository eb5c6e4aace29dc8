import Domain

/// The exact search behind `TeamBalancer`: players are bits of a mask (bit set: Team A).
///
/// Each split is scored in two parts compared in order: first goalkeepers spread and the
/// strength difference, then positions spread and the uncertainty difference. The second
/// part is worked out only for splits whose first part is at least as good as the best so
/// far, so a search on ratings costs little more than one on skill.
struct BalanceSearch {
  private let count: Int
  private let strengthTables: (low: [Int], high: [Int])
  private let uncertaintyTables: (low: [Int], high: [Int])
  private let totalStrength: Int
  private let totalUncertainty: Int
  private let goalkeepers: Int
  /// One mask per spread position (defenders, midfielders, wingers, strikers).
  private let positionGroups: [Int]
  private let pinnedA: Int
  private let pinnedB: Int
  private let together: [Int]
  private let apart: [Int]
  private var generator: SeededGenerator
  private var best = (first: Int.max, second: Int.max)
  private var ties = 0
  private(set) var bestMask: Int?

  /// The most players the search handles: masks are `Int` bits, tables 2 × 2^12 entries.
  static let maximumPlayers = 24
  private static let halfBits = maximumPlayers / 2
  private static let lowHalf = (1 << halfBits) - 1

  init(roster: [Player], weights: BalanceWeights, constraints: TeamConstraints, seed: UInt64) {
    count = roster.count
    let bit = Dictionary(uniqueKeysWithValues: roster.enumerated().map { ($1.id, 1 << $0) })
    let mask = { (ids: [Player.ID]) in ids.reduce(0) { $0 | (bit[$1] ?? 0) } }
    let strengths = roster.map(weights.strength)
    let uncertainties = roster.map(weights.uncertainty)
    strengthTables = Self.tables(strengths)
    uncertaintyTables = Self.tables(uncertainties)
    totalStrength = strengths.reduce(0, +)
    totalUncertainty = uncertainties.reduce(0, +)
    goalkeepers = mask(roster.filter { $0.position == .goalkeeper }.map(\.id))
    positionGroups = BalanceWeights.spreadPositions.indices.map { group in
      mask(roster.filter { weights.positionGroup(of: $0) == group }.map(\.id))
    }.filter { $0 != 0 }
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
    let first = firstCost(of: mask)
    guard first <= best.first else { return }
    let second = secondCost(of: mask)
    if first < best.first || second < best.second {
      best = (first, second)
      ties = 1
      bestMask = mask
    } else if second == best.second {
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
  private func firstCost(of mask: Int) -> Int {
    let keeperPenalty = Self.spreadPenalty(mask, goalkeepers)
    let strengthA =
      strengthTables.low[mask & Self.lowHalf] + strengthTables.high[mask >> Self.halfBits]
    return keeperPenalty << 40 + abs(2 * strengthA - totalStrength)
  }

  /// Positions spread first, then the uncertainty difference.
  private func secondCost(of mask: Int) -> Int {
    let positionPenalty = positionGroups.reduce(0) { $0 + Self.spreadPenalty(mask, $1) }
    let uncertaintyA =
      uncertaintyTables.low[mask & Self.lowHalf] + uncertaintyTables.high[mask >> Self.halfBits]
    return positionPenalty << 40 + abs(2 * uncertaintyA - totalUncertainty)
  }

  /// How many more than one the two teams' counts of `group` differ by (0 when shared out).
  private static func spreadPenalty(_ mask: Int, _ group: Int) -> Int {
    let total = group.nonzeroBitCount
    guard total >= 2 else { return 0 }
    return max(0, abs(2 * (mask & group).nonzeroBitCount - total) - 1)
  }

  private static func tables(_ weights: [Int]) -> (low: [Int], high: [Int]) {
    (subsetSums(Array(weights.prefix(halfBits))), subsetSums(Array(weights.dropFirst(halfBits))))
  }

  /// The sum of every subset of up to `halfBits` weights, indexed by its mask.
  private static func subsetSums(_ weights: [Int]) -> [Int] {
    var table = [Int](repeating: 0, count: 1 << weights.count)
    for subset in table.indices.dropFirst() {
      table[subset] = table[subset & (subset - 1)] + weights[subset.trailingZeroBitCount]
    }
    return table
  }
}
