import Domain
import Foundation
import Testing

@testable import LocalStore

/// A league day's gather: a line-up longer than one statement's rows.
@Suite("Gathers of many players")
struct LongLineUpTests {
  @Test("a gather of many players is stored as it was answered, in line-up order")
  func createsALongLineUp() async throws {
    let coach = try await StoreCoach(
      drafts: (1...450).map { PlayerDraft(name: "Player \($0)", age: 20 + $0 % 30) })
    let lineUp = coach.players.reversed().enumerated().map { offset, player in
      GatherPlayer(
        player: player, team: [Team.teamA, .teamB, .bench][offset % 3], number: offset + 1)
    }
    let gathers = coach.gathers
    let gather = try await gathers.createGather(players: lineUp)
    #expect(gather.players == lineUp)
    #expect(try await gathers.allGathers() == [gather])
  }
}
