import Domain
import TestSupport
import Testing

@testable import PlayerListFeature

struct PlayerListInteractorTests {
  @Test func loadsTheRosterInTheOrderPlayersWereAdded() async throws {
    let service = FakePlayerService(players: [.cy, .ann, .bob])
    let roster = try await PlayerListInteractor(
      playerService: service, files: InMemoryTextFiles(),
      snapshotService: FakeMatchSnapshotService()
    )
    .loadRoster()
    #expect(roster.players.map(\.name) == ["Ann", "Bob", "Cy"])
  }

  @Test func deletingRemovesThePlayerFromTheServiceAndTheRoster() async throws {
    let service = FakePlayerService(players: [.ann, .bob])
    let interactor = PlayerListInteractor(
      playerService: service, files: InMemoryTextFiles(),
      snapshotService: FakeMatchSnapshotService())
    let roster = try await interactor.loadRoster()
    let after = try await interactor.delete(.ann, from: roster)
    #expect(after.roster.players == [.bob])
    #expect(after.removal == .deleted)
    #expect(service.players == [.bob])
    #expect(service.calls.last == .delete(1))
  }

  @Test func aPlayerWhoPlayedIsArchivedListedAndRestored() async throws {
    let service = FakePlayerService(players: [.ann, .bob], gatherCounts: [1: 3])
    let interactor = PlayerListInteractor(
      playerService: service, files: InMemoryTextFiles(),
      snapshotService: FakeMatchSnapshotService())
    let after = try await interactor.delete(.ann, from: try await interactor.loadRoster())
    #expect(after.removal == .archived(gathers: 3))
    #expect(after.roster.players == [.bob])
    #expect(try await interactor.archivedPlayers() == [.ann])
    let restored = try await interactor.restore(.ann)
    #expect(restored.players == [.ann, .bob])
    #expect(try await interactor.archivedPlayers().isEmpty)
  }

  @Test func aServiceFailureComesBackAsAUserReadableError() async {
    let service = FakePlayerService(players: [.ann])
    service.setFailure(.storage("database is locked"))
    await #expect(throws: FootballGatherError.storage("database is locked")) {
      try await PlayerListInteractor(
        playerService: service, files: InMemoryTextFiles(),
        snapshotService: FakeMatchSnapshotService()
      )
      .loadRoster()
    }
  }

  @Test func aFailedDeleteKeepsThePlayer() async throws {
    let service = FakePlayerService(players: [.ann])
    let interactor = PlayerListInteractor(
      playerService: service, files: InMemoryTextFiles(),
      snapshotService: FakeMatchSnapshotService())
    let roster = try await interactor.loadRoster()
    service.setFailure(.network("timed out"))
    await #expect(throws: FootballGatherError.network("timed out")) {
      try await interactor.delete(.ann, from: roster)
    }
    #expect(service.players == [.ann])
  }
}
