import Domain
import Foundation

/// The match the match tests play (`Player+MatchFixtures.swift` has its players).
extension Gather {
  /// Ann and Bob on Team A, Cy and Dee on Team B.
  public static let fixture = Gather(
    id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1)),
    players: [
      GatherPlayer(player: .ann, team: .teamA), GatherPlayer(player: .bob, team: .teamA),
      GatherPlayer(player: .cy, team: .teamB), GatherPlayer(player: .dee, team: .teamB),
    ])
}
