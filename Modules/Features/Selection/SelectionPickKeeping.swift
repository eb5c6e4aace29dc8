import Domain

/// The use cases that keep the picks between runs (part of `SelectionInteracting`).
protocol SelectionPickKeeping: Sendable {
  /// The players picked before (in an earlier run too), as the roster has them now.
  func keptPicks() async throws(FootballGatherError) -> [Player]
  /// Keeps `players` as the picks (nothing is written when they are the picks kept).
  func keepPicks(_ players: [Player]) async throws(FootballGatherError)
}
