import Domain
import Testing

@testable import ConfirmPlayersFeature

struct TeamBalancerTests {
  let balancer = TeamBalancer()

  func strength(_ players: [Player]) -> Int { players.map(SkillWeight.of).reduce(0, +) }

  func roster(_ skills: [Skill?], goalkeepers: Set<Int> = []) -> [Player] {
    skills.enumerated().map { index, skill in
      Player(
        id: index + 1, name: "P\(index + 1)", skill: skill,
        position: goalkeepers.contains(index + 1) ? .goalkeeper : .midfielder)
    }
  }

  /// The smallest strength difference any split with sizes within one can reach.
  func bruteForceBest(_ players: [Player]) -> Int {
    let count = players.count
    return (0..<(1 << count)).filter { abs(2 * $0.nonzeroBitCount - count) <= 1 }.map { mask in
      let teamA = players.indices.filter { mask & (1 << $0) != 0 }.map { players[$0] }
      return abs(2 * strength(teamA) - strength(players))
    }.min() ?? 0
  }

  @Test func knownInputsGiveTheOptimalSplit() throws {
    let even = try balancer.split(
      roster([.professional, .professional, .amateur, .amateur, .beginner, .beginner]),
      constraints: TeamConstraints(), seed: 1)
    #expect(strength(even.teamA) == 6 && strength(even.teamB) == 6)
    #expect(even.teamA.count == 3 && even.teamB.count == 3)

    let uneven = try balancer.split(
      roster([.professional, .professional, .professional, .beginner]),
      constraints: TeamConstraints(), seed: 1)
    #expect(abs(strength(uneven.teamA) - strength(uneven.teamB)) == 2)
  }

  @Test(arguments: 1...40)
  func theSplitIsAsEvenAsABruteForceSearchFinds(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    let count = Int(generator.next() % 9) + 2
    let skills: [Skill?] = (0..<count).map { _ in
      [nil, .beginner, .amateur, .professional][Int(generator.next() % 4)]
    }
    let players = roster(skills)
    let split = try balancer.split(players, constraints: TeamConstraints(), seed: seed)
    #expect(abs(split.teamA.count - split.teamB.count) <= 1)
    #expect(Set(split.teamA + split.teamB) == Set(players))
    #expect(abs(strength(split.teamA) - strength(split.teamB)) == bruteForceBest(players))
  }

  @Test func anUnknownSkillCountsAsTheMiddle() throws {
    let split = try balancer.split(
      roster([nil, .professional, .beginner, .amateur]), constraints: TeamConstraints(), seed: 3)
    #expect(strength(split.teamA) == 4 && strength(split.teamB) == 4)
  }

  @Test func goalkeepersGoToDifferentTeamsEvenWhenStrengthWouldPreferOtherwise() throws {
    // Keepers 1 and 2 together (3+3) against four beginners (4) is the most even split.
    let players = roster(
      [.professional, .professional, .beginner, .beginner, .beginner, .beginner],
      goalkeepers: [1, 2])
    let split = try balancer.split(players, constraints: TeamConstraints(), seed: 5)
    #expect(split.teamA.filter { $0.position == .goalkeeper }.count == 1)
    #expect(split.teamB.filter { $0.position == .goalkeeper }.count == 1)
  }

  @Test(arguments: [(3, 1), (4, 0), (5, 1)])
  func goalkeeperCountsDifferByAtMostOne(keepers: Int, difference: Int) throws {
    let players = roster(Array(repeating: .amateur, count: 10), goalkeepers: Set(1...keepers))
    let split = try balancer.split(players, constraints: TeamConstraints(), seed: 9)
    let keepersA = split.teamA.filter { $0.position == .goalkeeper }.count
    #expect(abs(2 * keepersA - keepers) == difference)
  }

  @Test func rulesAreHonouredEvenWhenTheyCostBalance() throws {
    let players = roster([.professional, .professional, .beginner, .beginner, .amateur, .amateur])
    var constraints = TeamConstraints()
    try constraints.keepTogether([1, 2])
    try constraints.keepApart([3, 5])
    try constraints.pin(4, to: .teamB)
    let split = try balancer.split(players, constraints: constraints, seed: 11)
    let teamOf = { (id: Int) in split.teamA.contains { $0.id == id } ? Team.teamA : .teamB }
    #expect(teamOf(1) == teamOf(2))
    #expect(teamOf(3) != teamOf(5))
    #expect(teamOf(4) == .teamB)
    #expect(abs(split.teamA.count - split.teamB.count) <= 1)
  }

  @Test func rulesThatCannotAllHoldAreOneClearError() {
    var constraints = TeamConstraints()
    #expect(throws: Never.self) {
      try constraints.keepTogether([1, 2, 3])
    }
    #expect {
      try balancer.split(roster([.amateur, .amateur, .amateur]), constraints: constraints, seed: 1)
    } throws: { error in
      (error as? FootballGatherError)?.message.hasPrefix("no split keeps every rule") == true
    }
  }

  @Test func theSameSeedGivesTheSameSplitAndOtherSeedsMayDiffer() throws {
    let players = roster(Array(repeating: .amateur, count: 8))
    let splits = try (1...6).map { seed in
      try balancer.split(players, constraints: TeamConstraints(), seed: UInt64(seed))
    }
    for seed in 1...6 {
      #expect(
        try balancer.split(players, constraints: TeamConstraints(), seed: UInt64(seed))
          == splits[seed - 1])
    }
    #expect(Set(splits.map { $0.teamA.map(\.id) }).count > 1)
  }

  @Test func theSplitDoesNotDependOnTheOrderPlayersAreGivenIn() throws {
    let players = roster(Array(repeating: .amateur, count: 6))
    let forward = try balancer.split(players, constraints: TeamConstraints(), seed: 4)
    let backward = try balancer.split(players.reversed(), constraints: TeamConstraints(), seed: 4)
    #expect(Set(forward.teamA) == Set(backward.teamA))
  }

  @Test func tooFewPlayersAreRefused() {
    #expect(
      throws: FootballGatherError.invalidInput("select at least two players to make two teams")
    ) {
      try balancer.split(roster([.amateur]), constraints: TeamConstraints(), seed: 1)
    }
  }

  @Test func upToTwentyTwoPlayersAreSearchedExactlyAndMoreBySeededSearch() {
    #expect(TeamBalancer.usesExactSearch(22))
    #expect(!TeamBalancer.usesExactSearch(23))
    #expect(TeamBalancer.splitCount(22) == 705_432)
    #expect(TeamBalancer.splitCount(5) == 20)
  }

  func randomRoster(_ count: Int, seed: UInt64) -> [Player] {
    var generator = SeededGenerator(seed: seed)
    return roster(
      (0..<count).map { _ in [nil, .beginner, .amateur, .professional][Int(generator.next() % 4)] },
      goalkeepers: Set((1...count).filter { _ in generator.next() % 8 == 0 }))
  }

  @Test(arguments: [25, 30, 60, 100])
  func largeRostersAreBalancedNotRefused(count: Int) throws {
    let players = randomRoster(count, seed: UInt64(count))
    let split = try balancer.split(players, constraints: TeamConstraints(), seed: 7)
    #expect(Set(split.teamA + split.teamB) == Set(players))
    #expect(abs(split.teamA.count - split.teamB.count) <= 1)
    #expect(abs(strength(split.teamA) - strength(split.teamB)) <= 1)
    let keepers = players.filter { $0.position == .goalkeeper }.count
    let keepersA = split.teamA.filter { $0.position == .goalkeeper }.count
    #expect(abs(2 * keepersA - keepers) <= 1)
    #expect(try balancer.split(players, constraints: TeamConstraints(), seed: 7) == split)
  }

  @Test func largeRostersHonourEveryRule() throws {
    let players = roster(
      (0..<40).map { [.professional, .beginner, .amateur, .amateur][$0 % 4] },
      goalkeepers: [3, 4])
    var constraints = TeamConstraints()
    try constraints.keepTogether([1, 5, 9, 13])
    try constraints.keepTogether([13, 17])
    try constraints.keepApart([1, 2])
    try constraints.keepApart([2, 6])
    try constraints.pin(2, to: .teamA)
    try constraints.pin(40, to: .teamA)
    let split = try balancer.split(players, constraints: constraints, seed: 3)
    let teamOf = { (id: Int) in split.teamA.contains { $0.id == id } ? Team.teamA : .teamB }
    #expect(Set([1, 5, 9, 13, 17].map(teamOf)) == [.teamB])
    #expect(teamOf(2) == .teamA && teamOf(6) == .teamB && teamOf(40) == .teamA)
    #expect(teamOf(3) != teamOf(4))
    #expect(abs(split.teamA.count - split.teamB.count) <= 1)
    #expect(abs(strength(split.teamA) - strength(split.teamB)) <= 1)
  }

  @Test func largeRostersWithRulesThatCannotHoldAreOneClearError() throws {
    var crowded = TeamConstraints()
    try crowded.keepTogether(Array(1...20))
    #expect(throws: TeamBalancer.noSplitKeepsEveryRule) {
      try balancer.split(randomRoster(30, seed: 1), constraints: crowded, seed: 1)
    }
  }

  @Test(arguments: [16, 17, 18, 20])
  func theSeededSearchComesWithinOneOfTheExactOptimum(count: Int) throws {
    let costs = try (1...5).map { seed in
      let players = randomRoster(count, seed: UInt64(count * 10 + seed))
      return (
        exact: TeamBalancer.cost(
          of: try balancer.exactSplit(players, constraints: TeamConstraints(), seed: 1)),
        heuristic: TeamBalancer.cost(
          of: try balancer.heuristicSplit(players, constraints: TeamConstraints(), seed: 1))
      )
    }
    #expect(costs.allSatisfy { $0.heuristic >= $0.exact && $0.heuristic <= $0.exact + 1 })
  }

  @Test func sixteenPlayersAreSearchedExactly() throws {
    let skills: [Skill?] = (0..<16).map { [.beginner, .amateur, .professional, .amateur][$0 % 4] }
    let split = try balancer.split(roster(skills), constraints: TeamConstraints(), seed: 2)
    #expect(split.teamA.count == 8)
    #expect(strength(split.teamA) == strength(split.teamB))
  }
}
