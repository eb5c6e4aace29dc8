import Domain
import Foundation

/// The players of the tests' match.
extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  static let bob = Player(id: 2, name: "Bob", skill: .professional, position: .striker)
  static let cy = Player(id: 3, name: "Cy")
  static let dee = Player(id: 4, name: "Dee", skill: .beginner, position: .defender)
}

extension Gather {
  /// Ann and Bob on Team A, Cy and Dee on Team B.
  static let fixture = Gather(
    id: UUID(uuidString: "00000000-0000-0000-0000-000000000001") ?? UUID(),
    players: [
      GatherPlayer(player: .ann, team: .teamA), GatherPlayer(player: .bob, team: .teamA),
      GatherPlayer(player: .cy, team: .teamB), GatherPlayer(player: .dee, team: .teamB),
    ])
}
