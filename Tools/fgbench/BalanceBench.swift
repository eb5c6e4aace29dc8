import ConfirmPlayersFeature
import Domain

/// The balancer alone: its time at 22/30/60/100 players and the seeded search's gap to the
/// exact optimum on random 16-24 player rosters. The 'balance' rows balance on ratings (as
/// the app does: strength, then positions and uncertainty); the others on declared skill.
enum BalanceBench {
  /// Ratings spread as a club's learned ratings are (15 to 35, deviations 1 to 8).
  static func ratings(_ players: [Player], seed: UInt64) -> BalanceWeights {
    var random = SplitMix(seed: seed)
    return BalanceWeights(
      ratings: Dictionary(
        uniqueKeysWithValues: players.map { player in
          let mean = 15 + Double(random.next() % 2_000) / 100
          return (player.id, Rating(mean: mean, deviation: 1 + Double(random.next() % 700) / 100))
        }))
  }

  static func roster(_ count: Int, seed: UInt64) -> [Player] {
    var random = SplitMix(seed: seed)
    return (1...count).map { id in
      let number = random.next()
      return Player(
        id: id, name: "P\(id)", skill: [nil, .beginner, .amateur, .professional][Int(number % 4)],
        position: number % 9 == 0
          ? .goalkeeper : [.defender, .midfielder, .winger, .striker][Int(number / 9 % 4)])
    }
  }

  static func times(repeats: Int) throws -> [BenchReport.BalanceTime] {
    let balancer = TeamBalancer()
    return try [16, 20, 22, 24, 30, 60, 100].flatMap { count in
      let players = roster(count, seed: UInt64(count))
      let weights = ratings(players, seed: UInt64(count))
      var rows: [BenchReport.BalanceTime] = []
      var methods: [(String, () throws -> BalancedSplit)] = [
        (
          "used by 'balance'",
          { try balancer.split(players, weights: weights, constraints: .init(), seed: 7) }
        )
      ]
      if count <= 24 {
        methods.append(
          ("exact", { try balancer.exactSplit(players, constraints: .init(), seed: 7) }))
      }
      methods.append(
        ("seeded search", { try balancer.heuristicSplit(players, constraints: .init(), seed: 7) }))
      for (method, run) in methods {
        var fastest = Double.infinity
        for _ in 0..<max(repeats, 1) {
          let started = ContinuousClock.now
          _ = try run()
          fastest = min(fastest, (ContinuousClock.now - started).seconds * 1_000)
        }
        let label =
          method == "used by 'balance'"
          ? (TeamBalancer.usesExactSearch(count)
            ? "balance on ratings (exact)" : "balance on ratings (seeded search)")
          : method
        rows.append(.init(players: count, method: label, milliseconds: fastest))
      }
      return rows
    }
  }

  static func gap(rosters: Int) throws -> BenchReport.BalanceGap {
    let balancer = TeamBalancer()
    var gaps: [Int] = []
    var exactTime = 0.0
    var heuristicTime = 0.0
    for index in 0..<rosters {
      let count = 16 + index % 9
      let players = roster(count, seed: UInt64(1_000 + index))
      var started = ContinuousClock.now
      let exact = try balancer.exactSplit(players, constraints: .init(), seed: 1)
      exactTime += (ContinuousClock.now - started).seconds * 1_000
      started = ContinuousClock.now
      let heuristic = try balancer.heuristicSplit(players, constraints: .init(), seed: 1)
      heuristicTime += (ContinuousClock.now - started).seconds * 1_000
      gaps.append(TeamBalancer.cost(of: heuristic) - TeamBalancer.cost(of: exact))
    }
    return .init(
      rosters: rosters, playersFrom: 16, playersTo: 24,
      optimalCount: gaps.filter { $0 == 0 }.count,
      meanGap: Double(gaps.reduce(0, +)) / Double(max(gaps.count, 1)),
      worstGap: gaps.max() ?? 0,
      meanExactMilliseconds: exactTime / Double(max(rosters, 1)),
      meanHeuristicMilliseconds: heuristicTime / Double(max(rosters, 1)))
  }
}
