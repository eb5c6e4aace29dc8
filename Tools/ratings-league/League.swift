import ConfirmPlayersFeature
import Domain
import Foundation

/// A synthetic club whose true strengths are known: regulars who come most weeks, guests
/// who come once, declared skills that follow the truth only roughly (as people declare
/// them), and weekly gathers whose results come from the true strengths plus each
/// player's form on the day. Everything follows from the seed.
struct League {
  struct Settings {
    var regulars = 30
    var gathers = 100
    /// Mean new guests a gather (a Poisson draw), besides those filling a short line-up.
    var guestsPerGather = 0.5
    var smallestLineUp = 10
    var largestLineUp = 14
    /// The spread of true strengths (mean 25).
    var strengthDeviation = 4.0
    /// How far a declared level strays from the truth (a standard deviation).
    var declarationNoise = 3.0
    /// A player's form from game to game (the model's β).
    var formDeviation = 25.0 / 6
    /// The share of gathers split by `balance` on declared skill (the others picked at
    /// random, as captains might).
    var balancedShare = 0.5
  }

  /// Every player's true strength.
  private(set) var truth: [Player.ID: Double] = [:]
  private(set) var regulars: [Player] = []
  /// The gathers, oldest first.
  private(set) var gathers: [Gather] = []

  init(seed: UInt64, settings: Settings = Settings()) {
    var random = LeagueRandom(seed: seed)
    var attendance: [Player.ID: Double] = [:]
    for id in 1...settings.regulars {
      let player = makePlayer(id: id, declared: true, settings: settings, random: &random)
      regulars.append(player)
      attendance[id] = 0.35 + 0.55 * random.unit()
    }
    var nextGuest = 1_000
    let start = Date(timeIntervalSince1970: 1_735_689_600)  // 2025-01-01
    for week in 0..<settings.gathers {
      var lineUp = regulars.filter { random.unit() < attendance[$0.id] ?? 0 }
        .shuffled(using: &random).prefix(settings.largestLineUp).map { $0 }
      let guests = max(
        random.poisson(settings.guestsPerGather), settings.smallestLineUp - lineUp.count)
      for _ in 0..<guests {
        lineUp.append(
          makePlayer(id: nextGuest, declared: false, settings: settings, random: &random))
        nextGuest += 1
      }
      let date = start.addingTimeInterval(Double(week) * 7 * 86_400)
      gathers.append(play(lineUp, week: week, on: date, settings: settings, random: &random))
    }
  }

  /// A player with a true strength; a regular declares a level (one in ten does not), a
  /// guest declares none.
  private mutating func makePlayer(
    id: Int, declared: Bool, settings: Settings, random: inout LeagueRandom
  ) -> Player {
    let strength = random.normal(25, settings.strengthDeviation)
    truth[id] = strength
    let felt = strength + random.normal(0, settings.declarationNoise)
    let skill: Skill? =
      !declared || random.unit() < 0.1
      ? nil : felt < 22.5 ? .beginner : felt > 27.5 ? .professional : .amateur
    let position: Position =
      random.unit() < 0.1
      ? .goalkeeper : [.defender, .midfielder, .striker][Int(random.next() % 3)]
    return Player(id: id, name: declared ? "R\(id)" : "G\(id)", skill: skill, position: position)
  }

  private func play(
    _ lineUp: [Player], week: Int, on date: Date, settings: Settings,
    random: inout LeagueRandom
  ) -> Gather {
    var teamA: [Player]
    if random.unit() < settings.balancedShare,
      let split = try? TeamBalancer().split(
        lineUp, constraints: TeamConstraints(), seed: UInt64(week))
    {
      teamA = split.teamA
    } else {
      teamA = Array(lineUp.shuffled(using: &random).prefix(lineUp.count / 2))
    }
    let onA = Set(teamA.map(\.id))
    let teamB = lineUp.filter { !onA.contains($0.id) }
    teamA = lineUp.filter { onA.contains($0.id) }
    let performance = { (team: [Player], random: inout LeagueRandom) in
      team.reduce(0.0) { $0 + (truth[$1.id] ?? 25) + random.normal(0, settings.formDeviation) }
    }
    let difference = performance(teamA, &random) - performance(teamB, &random)
    let score = Score(
      teamA: random.poisson(min(9, 2.5 * exp(difference / 20))),
      teamB: random.poisson(min(9, 2.5 * exp(-difference / 20))))
    let id = UUID(uuid: Self.bytes(random.next(), random.next()))
    return Gather(
      id: id, createdAt: date, endedAt: date.addingTimeInterval(3_600),
      players: teamA.map { GatherPlayer(player: $0, team: .teamA) }
        + teamB.map { GatherPlayer(player: $0, team: .teamB) },
      score: score)
  }

  private static func bytes(_ high: UInt64, _ low: UInt64) -> uuid_t {
    let b = { (value: UInt64, shift: UInt64) in UInt8(truncatingIfNeeded: value >> shift) }
    return (
      b(high, 56), b(high, 48), b(high, 40), b(high, 32), b(high, 24), b(high, 16), b(high, 8),
      b(high, 0), b(low, 56), b(low, 48), b(low, 40), b(low, 32), b(low, 24), b(low, 16),
      b(low, 8), b(low, 0)
    )
  }
}
