import Domain
import TestSupport
import Testing

struct FakeServicesTests {
  @Test func theFakePlayerServiceAssignsIdsAndRecordsCalls() async throws {
    let service = FakePlayerService(players: [Player(id: 4, name: "Ann")])
    let bob = try await service.createPlayer(PlayerDraft(name: "Bob"))
    #expect(bob.id == 5)
    try await service.deletePlayer(id: 4)
    #expect(service.players == [bob])
    #expect(service.calls == [.create(PlayerDraft(name: "Bob")), .delete(4)])
  }

  @Test func aFailingFakeChangesNothing() async {
    let service = FakePlayerService(players: [Player(id: 1, name: "Ann")])
    service.setFailure(.storage("boom"))
    await #expect(throws: FootballGatherError.storage("boom")) {
      try await service.deletePlayer(id: 1)
    }
    #expect(service.players.count == 1)
  }

  @Test func theFakeAuthServiceChecksPasswords() async throws {
    let auth = FakeAuthService(accounts: [Credentials(username: "a", password: "b")])
    await #expect(throws: FootballGatherError.invalidCredentials) {
      try await auth.logIn(Credentials(username: "a", password: "c"))
    }
    #expect(try await auth.logIn(Credentials(username: "a", password: "b")).user.username == "a")
  }

  @Test func theFakeAuthServiceKnowsWhichUsernamesAreTaken() async throws {
    let auth = FakeAuthService(accounts: [Credentials(username: "a", password: "b")])
    #expect(try await auth.isUsernameAvailable("a") == false)
    #expect(try await auth.isUsernameAvailable("b"))
    auth.setFailure(.network("down"))
    await #expect(throws: FootballGatherError.network("down")) {
      try await auth.isUsernameAvailable("b")
    }
  }
}
