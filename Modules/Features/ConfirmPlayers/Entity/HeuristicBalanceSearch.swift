import Domain

/// The seeded local search behind `TeamBalancer` for rosters too large to search exactly.
///
/// Players kept together form one unit; pinned units never move. Each restart places the
/// units greedily in a seeded order, then applies the best improving move (one unit to the
/// other team, or two units swapped) until none improves. The cost (`Cost`) is the exact
/// search's (goalkeepers, strength, then positions and uncertainty) after the rules: team
/// sizes more than one apart and every pair kept apart that shares a team come first, so a
/// split breaking a rule is never preferred to one keeping them all. Work: `restarts` × steps × O(units × min(units, window)
/// + apart pairs).
struct HeuristicBalanceSearch {
  private let units: [Unit]
  /// For each unit, the units it must not share a team with (one entry per rule).
  private let apartFrom: [[Int]]
  private let total: Totals
  /// Restarts from different seeded greedy splits; fewer on a roster of hundreds, whose
  /// greedy start is already close to even.
  private var restarts: Int { isLarge ? 2 : 12 }
  /// A roster of hundreds or more: its greedy start pairs players of one position and
  /// close strength across the teams, and its improvement stops after `stepLimit` moves.
  fileprivate var isLarge: Bool { units.count > 500 }
  /// Improving moves a restart may make: unbounded up to 500 units; on a larger roster
  /// about 8 million moves weighed in all (8 steps at 100,000 players), which the paired
  /// start leaves to even out the last tenths and the uncertainty (issue 36: each step
  /// weighs every unit, and hundreds of steps took 3-7 s at 100,000 players).
  fileprivate var stepLimit: Int {
    isLarge ? max(8, 8_000_000 / (units.count * (window + 1))) : Int.max
  }
  /// How many later units each unit is tried as a swap with: all of them up to 200 units,
  /// then fewer, so that a step stays near 200,000 comparisons on a roster of thousands.
  fileprivate var window: Int { min(200, max(8, 200_000 / max(units.count, 1))) }

  /// A split's cost, compared field by field in order (lower is better).
  fileprivate struct Cost: Comparable {
    var rules = 0
    var keepers = 0
    var strength = 0
    var positions = 0
    var uncertainty = 0

    static func < (lhs: Cost, rhs: Cost) -> Bool {
      (lhs.rules, lhs.keepers, lhs.strength, lhs.positions, lhs.uncertainty)
        < (rhs.rules, rhs.keepers, rhs.strength, rhs.positions, rhs.uncertainty)
    }
  }

  /// Players kept together, as one movable piece.
  fileprivate struct Unit {
    var players: [Player.ID] = []
    var totals = Totals()
    var pin: Team?
  }

  /// Sums over a set of players.
  fileprivate struct Totals {
    var size = 0
    var strength = 0
    var keepers = 0
    var uncertainty = 0
    /// Players of each spread position (`BalanceWeights.spreadPositions`).
    var positions = SIMD4<Int>()
  }

  /// `nil` when the rules contradict each other inside one group (pinned to both teams,
  /// or kept together and apart).
  init?(roster: [Player], weights: BalanceWeights, constraints: TeamConstraints) {
    let index = Dictionary(uniqueKeysWithValues: roster.enumerated().map { ($1.id, $0) })
    var parent = Array(roster.indices)
    func root(_ item: Int) -> Int {
      var item = item
      while parent[item] != item { item = parent[item] }
      return item
    }
    for group in constraints.together {
      let members = group.compactMap { index[$0] }
      for member in members.dropFirst() { parent[root(member)] = root(members[0]) }
    }
    var unitOf: [Int: Int] = [:]
    var units: [Unit] = []
    var total = Totals()
    for (position, player) in roster.enumerated() {
      let top = root(position)
      if unitOf[top] == nil {
        unitOf[top] = units.count
        units.append(Unit())
      }
      let unit = unitOf[top] ?? 0
      var totals = Totals(
        size: 1, strength: weights.strength(of: player),
        keepers: player.position == .goalkeeper ? 1 : 0,
        uncertainty: weights.uncertainty(of: player))
      if let group = weights.positionGroup(of: player) { totals.positions[group] = 1 }
      units[unit].players.append(player.id)
      units[unit].totals.add(totals)
      total.add(totals)
      if let pin = constraints.pins[player.id] {
        if let other = units[unit].pin, other != pin { return nil }
        units[unit].pin = pin
      }
    }
    var apartFrom = [[Int]](repeating: [], count: units.count)
    for pair in constraints.apart {
      guard let first = index[pair[0]], let second = index[pair[1]] else { continue }
      let (a, b) = (unitOf[root(first)] ?? 0, unitOf[root(second)] ?? 0)
      if a == b { return nil }
      apartFrom[a].append(b)
      apartFrom[b].append(a)
    }
    self.units = units
    self.apartFrom = apartFrom
    self.total = total
  }

  /// The ids on Team A of the cheapest split the restarts found, or `nil` when every one
  /// still breaks a rule.
  mutating func bestTeamA(seed: UInt64) -> Set<Player.ID>? {
    var generator = SeededGenerator(seed: seed)
    var best: (cost: Cost, onA: [Bool])?
    // Nothing beats keeping every rule with the strengths even and positions shared out.
    let ideal = Cost(strength: total.strength % 2, uncertainty: .max)
    for _ in 0..<restarts {
      var state = State(search: self, onA: greedyStart(using: &generator))
      state.improve(search: self, using: &generator)
      if best.map({ state.cost < $0.cost }) ?? true { best = (state.cost, state.onA) }
      if state.cost <= ideal { break }
    }
    guard let best, best.cost.rules == 0 else { return nil }
    return Set(units.indices.filter { best.onA[$0] }.flatMap { units[$0].players })
  }

  /// Pinned units on their team; the others, largest first in a seeded order, each on the
  /// team where it breaks fewest apart rules, then on the smaller, then the weaker team.
  private func greedyStart(using generator: inout SeededGenerator) -> [Bool?] {
    var onA = units.map { unit in unit.pin.map { $0 == .teamA } }
    var sides = [Totals(), Totals()]
    for (unit, side) in onA.enumerated() {
      if let side { sides[side ? 0 : 1].add(units[unit].totals) }
    }
    let shuffled = units.indices.filter { units[$0].pin == nil }.shuffled(using: &generator)
    let order =
      isLarge
      ? { () -> [Int] in
        let keys = units.map { Self.pairingKey($0.totals) }
        return shuffled.sorted { keys[$0] > keys[$1] }
      }()
      : shuffled.sorted { units[$0].totals.size > units[$1].totals.size }
    for unit in order {
      let clashes = [true, false].map { side in apartFrom[unit].filter { onA[$0] == side }.count }
      // On a large roster, a unit goes where its position is fewer before the weaker team.
      let mine = units[unit].totals
      let shared = { (side: Int) in
        self.isLarge
          ? sides[side].keepers * mine.keepers
            + (sides[side].positions &* mine.positions).wrappedSum() : 0
      }
      let key = { (side: Int) in
        (clashes[side], sides[side].size, shared(side), sides[side].strength)
      }
      let side = key(0) <= key(1) ? 0 : 1
      onA[unit] = side == 0
      sides[side].add(units[unit].totals)
    }
    return onA
  }

  /// The order of a large roster's greedy start: larger units first, then keepers, then
  /// each spread position together, strongest first, so that each unit and the next are
  /// alike and land on different teams.
  private static func pairingKey(_ totals: Totals) -> (Int, Int, Int, Int) {
    let group = (0..<4).first { totals.positions[$0] > 0 } ?? 4
    return (totals.size, totals.keepers, -group, totals.strength)
  }

  /// One split under improvement, with the sums that make its cost quick to update.
  private struct State {
    var onA: [Bool]
    var teamA = Totals()
    var clashes = 0
    var cost = Cost()

    init(search: HeuristicBalanceSearch, onA: [Bool?]) {
      self.onA = onA.map { $0 ?? true }
      for unit in search.units.indices where self.onA[unit] { teamA.add(search.units[unit].totals) }
      for unit in search.units.indices {
        clashes += search.apartFrom[unit].filter { self.onA[$0] == self.onA[unit] }.count
      }
      clashes /= 2
      cost = search.cost(teamA: teamA, clashes: clashes)
    }

    /// Applies the best improving move until none is left (or `stepLimit` moves).
    mutating func improve(search: HeuristicBalanceSearch, using generator: inout SeededGenerator) {
      let movable = search.units.indices.filter { search.units[$0].pin == nil }
        .shuffled(using: &generator)
      for _ in 0..<search.stepLimit {
        var best: (cost: Cost, first: Int, second: Int?)?
        for (position, first) in movable.enumerated() {
          let flipped = search.moved(teamA, unit: first, toA: !onA[first])
          let clashFirst = clashChange(search: search, unit: first)
          let flipCost = search.cost(teamA: flipped, clashes: clashes + clashFirst)
          if flipCost < best?.cost ?? cost { best = (flipCost, first, nil) }
          // Partners within a window of the seeded order: every pair up to `window`
          // units, and linear work per step on a roster of thousands.
          let partners = movable[(position + 1)...].prefix(search.window)
          for second in partners where onA[second] != onA[first] {
            let swapped = search.moved(flipped, unit: second, toA: !onA[second])
            var change = clashFirst + clashChange(search: search, unit: second)
            // A pair kept apart on different teams stays apart when both move.
            change -= 2 * search.apartFrom[first].filter { $0 == second }.count
            let swapCost = search.cost(teamA: swapped, clashes: clashes + change)
            if swapCost < best?.cost ?? cost { best = (swapCost, first, second) }
          }
        }
        guard let best else { return }
        for unit in [best.first] + (best.second.map { [$0] } ?? []) {
          clashes += clashChange(search: search, unit: unit)
          teamA = search.moved(teamA, unit: unit, toA: !onA[unit])
          onA[unit].toggle()
        }
        cost = best.cost
      }
    }

    /// How many more apart rules break when `unit` alone changes team.
    private func clashChange(search: HeuristicBalanceSearch, unit: Int) -> Int {
      search.apartFrom[unit].reduce(0) { $0 + (onA[$1] == onA[unit] ? -1 : 1) }
    }
  }

  private func moved(_ teamA: Totals, unit: Int, toA: Bool) -> Totals {
    var result = teamA
    let sign = toA ? 1 : -1
    result.size += sign * units[unit].totals.size
    result.strength += sign * units[unit].totals.strength
    result.keepers += sign * units[unit].totals.keepers
    result.uncertainty += sign * units[unit].totals.uncertainty
    result.positions &+= sign &* units[unit].totals.positions
    return result
  }

  private func cost(teamA: Totals, clashes: Int) -> Cost {
    let spread = { (part: Int, whole: Int) in whole >= 2 ? max(0, abs(2 * part - whole) - 1) : 0 }
    var positions = 0
    for group in 0..<4 { positions += spread(teamA.positions[group], total.positions[group]) }
    return Cost(
      rules: clashes + max(0, abs(2 * teamA.size - total.size) - 1),
      keepers: spread(teamA.keepers, total.keepers),
      strength: abs(2 * teamA.strength - total.strength), positions: positions,
      uncertainty: abs(2 * teamA.uncertainty - total.uncertainty))
  }
}

extension HeuristicBalanceSearch.Totals {
  fileprivate mutating func add(_ other: Self) {
    size += other.size
    strength += other.strength
    keepers += other.keepers
    uncertainty += other.uncertainty
    positions &+= other.positions
  }
}
