import Domain
import Foundation

/// The data every preview starts from: a small roster and two past gathers, the same on
/// every run, so a screen looks the same each time it is previewed.
enum PreviewSeeds {
  static let players = [
    Player(id: 1, name: "Ann", age: 31, skill: .professional, position: .goalkeeper),
    Player(id: 2, name: "Bob", age: 27, skill: .amateur, position: .defender),
    Player(id: 3, name: "Cleo", age: 24, skill: .professional, position: .midfielder),
    Player(id: 4, name: "Dan", age: 35, skill: .beginner, position: .winger),
    Player(id: 5, name: "Eve", age: 29, skill: .amateur, position: .striker),
    Player(id: 6, name: "Finn", age: 22, skill: .beginner, position: .goalkeeper),
  ]

  /// Two ended gathers: Team A won the first 2-1, the second was a 0-0 draw.
  static let gathers = [
    gather(
      number: 1, minutes: 0, score: Score(teamA: 2, teamB: 1),
      goals: [
        Goal(team: .teamA, scorerID: 3, minute: 4), Goal(team: .teamB, scorerID: 5, minute: 9),
        Goal(team: .teamA, scorerID: 2, minute: 17),
      ]),
    gather(number: 2, minutes: 60 * 24 * 7, score: Score(), goals: []),
  ]

  /// A gather just started: the first three players against the next three.
  static let startedGather = Gather(
    id: UUID(uuidString: "00000000-0000-0000-0000-000000000099") ?? UUID(), createdAt: firstDate,
    players: lineUp)

  static let session = AuthSession(
    user: User(
      id: UUID(uuidString: "00000000-0000-0000-0000-00000000000A") ?? UUID(),
      username: "preview"))

  static let credentials = Credentials(username: "preview", password: "preview-pw")

  private static let firstDate = Date(timeIntervalSince1970: 1_800_000_000)

  private static var lineUp: [GatherPlayer] {
    players.enumerated().map { index, player in
      GatherPlayer(player: player, team: index < 3 ? .teamA : .teamB)
    }
  }

  private static func gather(number: Int, minutes: Int, score: Score, goals: [Goal]) -> Gather {
    let start = firstDate.addingTimeInterval(TimeInterval(60 * minutes))
    return Gather(
      id: UUID(uuidString: String(format: "00000000-0000-0000-0000-%012d", number)) ?? UUID(),
      createdAt: start, endedAt: start.addingTimeInterval(25 * 60), players: lineUp,
      score: score, goals: goals)
  }
}
