import Domain
import Testing

@Suite("Players")
struct PlayerServiceTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  private let keeper = PlayerDraft(
    name: "Ana", age: 31, skill: .professional, position: .goalkeeper, favouriteTeam: "Benfica")

  @Test("a created player has every field and an id, and is listed")
  func createsAndLists() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    let created = try await players.createPlayer(keeper)
    #expect(created.draft == keeper)
    #expect(try await players.allPlayers() == [created])
  }

  @Test("only the name is required")
  func storesMinimalPlayer() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    let created = try await players.createPlayer(PlayerDraft(name: "Bo"))
    #expect(try await players.allPlayers() == [Player(id: created.id, name: "Bo")])
  }

  @Test("several drafts are created together and listed by id")
  func createsMany() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    let drafts = ["Zed", "Amy", "Moe"].map { PlayerDraft(name: $0) }
    let created = try await players.createPlayers(drafts)
    #expect(created.map(\.name) == ["Zed", "Amy", "Moe"])
    #expect(created.map(\.id) == created.map(\.id).sorted())
    #expect(try await players.allPlayers() == created)
    #expect(try await players.createPlayers([]) == [])
  }

  @Test("many players are stored, many to a statement, each with the id it was given")
  func createsMoreThanOneStatementHolds() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    _ = try await players.createPlayer(keeper)
    let drafts = (1...450).map {
      PlayerDraft(
        name: "Player \($0)", age: $0 % 2 == 0 ? 20 + $0 % 30 : nil,
        skill: $0 % 3 == 0 ? .amateur : nil, position: $0 % 5 == 0 ? .striker : nil,
        favouriteTeam: $0 % 7 == 0 ? "Club \($0)" : nil)
    }
    let created = try await players.createPlayers(drafts)
    #expect(created.map(\.name) == drafts.map(\.name))
    #expect(Set(created.map(\.id)).count == 450)
    #expect(try await players.allPlayers().dropFirst() == created[...])
  }

  @Test("an update replaces every field, including clearing optional ones")
  func updates() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    var player = try await players.createPlayer(keeper)
    player.name = "Ana Maria"
    player.age = nil
    player.skill = .amateur
    player.position = nil
    player.favouriteTeam = nil
    try await players.updatePlayer(player)
    #expect(try await players.allPlayers() == [player])
  }

  @Test("a deleted player is gone")
  func deletes() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    let first = try await players.createPlayer(keeper)
    let second = try await players.createPlayer(PlayerDraft(name: "Bo"))
    try await players.deletePlayer(id: first.id)
    #expect(try await players.allPlayers() == [second])
    await #expect(throws: FootballGatherError.notFound("player \(first.id)")) {
      try await players.deletePlayer(id: first.id)
    }
  }

  @Test("an unknown id is not found for update and delete")
  func unknownID() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    let missing = FootballGatherError.notFound("player 42")
    await #expect(throws: missing) {
      try await players.updatePlayer(Player(id: 42, name: "Ghost"))
    }
    await #expect(throws: missing) { try await players.deletePlayer(id: 42) }
  }

  @Test("concurrent creations all land, with distinct ids")
  func concurrentCreations() async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    let ids = try await withThrowingTaskGroup(of: Player.ID.self) { group in
      for index in 0..<20 {
        group.addTask { try await players.createPlayer(PlayerDraft(name: "P\(index)")).id }
      }
      return try await group.reduce(into: Set<Player.ID>()) { $0.insert($1) }
    }
    #expect(ids.count == 20)
    #expect(try await players.allPlayers().count == 20)
  }
}
