import Domain
import Foundation
import RemoteAPI
import StandInHarness
import StandInServer
import TestSupport
import Testing

@Suite("Remote backend against the stand-in server")
struct LiveServerTests {
  @Test("register, log in, players, start and end a gather, history, log out")
  func fullSession() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let backend = live.client()

    let user = try await backend.auth.register(Credentials(username: "ana", password: "password"))
    #expect(
      live.server.storedPassword(of: "ana")
        == "5e884898da28047151d0e56f8dc6292773603d0d6aabbdd62a11ef721d1542d8")
    let session = try await backend.auth.logIn(Credentials(username: "ana", password: "password"))
    #expect(session.user == user && session.token?.count == 24)
    #expect(await live.client().restoredSession() == session)

    let players = backend.players(for: session)
    let created = try await players.createPlayers([
      PlayerDraft(name: "John", age: 18, skill: .beginner, position: .goalkeeper),
      PlayerDraft(name: "Ana", favouriteTeam: "FC Team United"), PlayerDraft(name: "Rui"),
    ])
    var rui = created[2]
    rui.skill = .professional
    try await players.updatePlayer(rui)
    let extra = try await players.createPlayer(PlayerDraft(name: "Temp"))
    try await players.deletePlayer(id: extra.id)
    #expect(try await players.allPlayers() == [created[0], created[1], rui])

    let gathers = backend.gathers(for: session)
    let started = try await gathers.createGather(players: [
      GatherPlayer(player: created[0], team: .teamA),
      GatherPlayer(player: created[1], team: .teamB),
      GatherPlayer(player: rui, team: .bench),
    ])
    let ended = try await backend.matchResults(for: session).endGather(
      id: started.id, score: Score(teamA: 2, teamB: 1), goals: [])
    #expect(ended.createdAt == started.createdAt && ended.endedAt != nil)
    #expect(ended.outcome == .win(.teamA))

    let history = try await live.client().gathers(for: session).allGathers()
    #expect(history == [ended])
    // Rui sat out: the server has no place for him; this machine's notes keep him on the
    // Bench, by the name he had.
    #expect(
      Set(history[0].players) == [
        GatherPlayer(player: created[0], team: .teamA),
        GatherPlayer(player: created[1], team: .teamB),
        GatherPlayer(player: Player(id: rui.id, name: "Rui"), team: .bench),
      ])
    #expect(try await gathers.gathers(playedBy: created[1].id) == [ended])
    #expect(try await gathers.gathers(playedBy: rui.id).isEmpty)

    try await backend.auth.logOut(session)
    #expect(await live.client().restoredSession() == nil)
  }

  @Test("a bad token is .unauthorized; a taken username and a wrong password are explained")
  func refusals() async throws {
    try await LiveCoach.run { coach in
      let auth = coach.live.client().auth

      let forged = AuthSession(user: coach.session.user, token: "bogus")
      #expect(
        await caught { _ = try await coach.live.client().players(for: forged).allPlayers() }
          == .unauthorized)
      #expect(
        await caught { _ = try await auth.register(Credentials(username: "ana", password: "x")) }
          == .usernameTaken("ana"))
      #expect(
        await caught { _ = try await auth.logIn(Credentials(username: "ana", password: "x")) }
          == .invalidCredentials)
      #expect(await coach.live.client().restoredSession() == coach.session)
    }
  }

  @Test("a username is free until an account has it (GET /api/users, no token needed)")
  func usernameAvailability() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let auth = live.client().auth
    #expect(try await auth.isUsernameAvailable(" ana "))
    try await live.signUp("ana")
    #expect(try await auth.isUsernameAvailable("ana") == false)
    #expect(try await auth.isUsernameAvailable("anabel"))
    #expect(
      await caught { _ = try await auth.isUsernameAvailable("a:b") }
        == .invalidInput(
          "the username cannot contain ':'; choose another one"))
  }

  @Test("a gather with a player the server does not know is rolled back")
  func rollBack() async throws {
    try await LiveCoach.run { coach in
      let john = try await coach.players.createPlayer(PlayerDraft(name: "J"))
      let cacheFile = coach.live.cache().fileURL(for: coach.live.server.baseURL)

      let error = await caught {
        _ = try await coach.gathers.createGather(players: [
          GatherPlayer(player: john, team: .teamA),
          GatherPlayer(player: Player(id: 999, name: "Ghost"), team: .teamB),
        ])
      }

      #expect(error?.message.hasSuffix("the gather was not started (rolled back)") == true)
      #expect(coach.live.server.gatherCount == 0)
      #expect(coach.live.server.requestLog.last?.hasPrefix("DELETE /api/gathers/") == true)
      #expect(!FileManager.default.fileExists(atPath: cacheFile.path))
    }
  }

  @Test("a gather deleted on the server is gone from the history and the cache")
  func deleteGather() async throws {
    try await LiveCoach.run { coach in
      let gathers = coach.gathers
      let gather = try await gathers.createGather(players: [])

      try await gathers.deleteGather(id: gather.id)

      #expect(try await gathers.allGathers().isEmpty)
      #expect(try coach.live.cache().metadata(for: coach.live.server.baseURL).isEmpty)
      #expect(
        await caught { try await gathers.deleteGather(id: gather.id) }
          == .notFound("the gather"))
    }
  }

  @Test("a server that is not running is a clear network error")
  func serverDown() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let closed = try ClosedPort()
    let client = live.client(at: closed.baseURL)

    let error = await caught {
      _ = try await client.auth.logIn(Credentials(username: "ana", password: "x"))
    }

    #expect(
      error
        == .network(
          "nothing answers at \(closed.baseURL.absoluteString); check the server address "
            + "and that it runs"))
    let check = await caught { _ = try await client.auth.isUsernameAvailable("ana") }
    #expect(check == error)
  }
}
