import Domain

/// What the balancer evens out, per player: a strength (whole units, so the exact search
/// can add them in tables), an uncertainty, and whether positions are spread.
///
/// From ratings (what `balance` uses): strength is the rating's mean in tenths of a point
/// (the precision the screens show) and uncertainty its variance in tenths; positions are
/// spread. From declared skill (the old rule, kept to compare against): strength is the
/// skill's rank (beginner 1, amateur 2, professional 3, unknown 2), no uncertainty, and
/// positions are not spread.
public struct BalanceWeights: Sendable {
  private let strengths: [Player.ID: Int]
  private let uncertainties: [Player.ID: Int]
  /// Whether splits equally even in strength are told apart by how they spread positions.
  let spreadsPositions: Bool

  /// The outfield positions whose players are shared out between the teams (goalkeepers
  /// are kept apart before strength is even looked at).
  static let spreadPositions: [Position] = [.defender, .midfielder, .winger, .striker]

  /// Balancing on each player's rating (mean and uncertainty), spreading positions.
  public init(ratings: [Player.ID: Rating]) {
    strengths = ratings.mapValues { Int(($0.mean * 10).rounded()) }
    uncertainties = ratings.mapValues { Int(($0.variance * 10).rounded()) }
    spreadsPositions = true
  }

  private init(declaredSkillOf players: [Player]) {
    strengths = Dictionary(
      players.map { ($0.id, SkillWeight.of($0)) }, uniquingKeysWith: { first, _ in first })
    uncertainties = [:]
    spreadsPositions = false
  }

  /// Balancing on the declared skill alone, as `balance` did before ratings.
  public static func declaredSkill(of players: [Player]) -> BalanceWeights {
    BalanceWeights(declaredSkillOf: players)
  }

  /// The player's strength in the balancer's units (tenths of a rating point, or a rank).
  public func strength(of player: Player) -> Int {
    strengths[player.id] ?? SkillWeight.of(player)
  }

  /// The player's uncertainty in the balancer's units (0 when balancing on skill).
  func uncertainty(of player: Player) -> Int { uncertainties[player.id] ?? 0 }

  /// The index in `spreadPositions` of the player's position, if it is one spread.
  func positionGroup(of player: Player) -> Int? {
    guard spreadsPositions, let position = player.position else { return nil }
    return Self.spreadPositions.firstIndex(of: position)
  }

  /// The difference between two teams' strengths, in the balancer's units.
  public func gap(between teamA: [Player], and teamB: [Player]) -> Int {
    abs(teamA.reduce(0) { $0 + strength(of: $1) } - teamB.reduce(0) { $0 + strength(of: $1) })
  }

  /// How far a split is from sharing every spread position out evenly: for each position,
  /// how many more than one the teams' counts differ by, summed (0 when each team has its
  /// share).
  func positionPenalty(teamA: [Player], teamB: [Player]) -> Int {
    Self.spreadPositions.indices.reduce(0) { total, group in
      let countA = teamA.filter { positionGroup(of: $0) == group }.count
      let countB = teamB.filter { positionGroup(of: $0) == group }.count
      return total + max(0, abs(countA - countB) - 1)
    }
  }
}
