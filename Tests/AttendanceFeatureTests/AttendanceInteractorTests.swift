import Domain
import Foundation
import TestSupport
import Testing

@testable import AttendanceFeature

struct AttendanceInteractorTests {
  /// An ended gather (it has a score) with `players` in it.
  func ended(_ number: UInt8, _ players: [Player]) -> Gather {
    Gather(
      id: UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, number)),
      players: players.map { GatherPlayer(player: $0, team: .teamA) },
      score: Score(teamA: 1, teamB: 0))
  }

  func load(_ gathers: [Gather]) async throws -> AttendanceEntity {
    try await AttendanceInteractor(
      gatherService: FakeGatherService(gathers: gathers),
      playerService: FakePlayerService(players: [.ann, .bob, .cy, .dee])
    ).load()
  }

  @Test func countsTheEndedGathersEachPlayerPlayedMostFirst() async throws {
    let entity = try await load([ended(1, [.bob, .cy]), ended(2, [.cy]), ended(3, [.bob, .cy])])
    #expect(entity.gathers == 3)
    #expect(
      entity.rows == [
        AttendanceRow(name: "Cy", played: 3), AttendanceRow(name: "Bob", played: 2),
        AttendanceRow(name: "Ann", played: 0), AttendanceRow(name: "Dee", played: 0),
      ])
  }

  @Test func aGatherStillInProgressIsNotCounted() async throws {
    var playing = ended(2, [.ann])
    playing.score = nil
    let entity = try await load([ended(1, [.dee]), playing])
    #expect(entity.gathers == 1)
    #expect(entity.rows.map(\.played) == [1, 0, 0, 0])
    #expect(entity.rows.first?.name == "Dee")
  }
}
