import Domain

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
