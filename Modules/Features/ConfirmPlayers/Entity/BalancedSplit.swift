import Domain

/// Two teams made by the balancer.
public struct BalancedSplit: Equatable, Sendable {
  public var teamA: [Player]
  public var teamB: [Player]
}

extension BalancedSplit {
  /// `players` in their given order, the ones in `teamA` on Team A and the rest on Team B.
  init(_ players: [Player], teamA: Set<Player.ID>) {
    self.init(
      teamA: players.filter { teamA.contains($0.id) },
      teamB: players.filter { !teamA.contains($0.id) })
  }
}
