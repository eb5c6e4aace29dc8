import Domain
import Foundation
import RemoteAPI
import StandInHarness
import TestSupport
import Testing

/// The web service drops a deleted player from every gather; the app counts those gathers
/// before the deletion and keeps showing the player by the name it cached.
@Suite("Deleting a player who played, against the stand-in server", .timeLimit(.minutes(1)))
struct DeletedPlayerHistoryTests {
  @Test("the gathers a deletion drops a player from are counted; history keeps the name")
  func deletedPlayerKeepsTheirName() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let session = try await live.signUp("ana").session
    let players = live.client().players(for: session)
    let squad = try await players.createPlayers([
      PlayerDraft(name: "Ann"), PlayerDraft(name: "Bob"), PlayerDraft(name: "Cy"),
    ])
    let gathers = live.client().gathers(for: session)
    let results = live.client().matchResults(for: session)
    for _ in 1...2 {
      let gather = try await gathers.createGather(players: [
        GatherPlayer(player: squad[0], team: .teamA), GatherPlayer(player: squad[1], team: .teamB),
      ])
      _ = try await results.endGather(
        id: gather.id, score: Score(teamA: 1, teamB: 0),
        goals: [Goal(team: .teamA, scorerID: squad[0].id)])
    }

    #expect(try await players.gathersLosing(playerID: squad[0].id) == 2)
    #expect(try await players.gathersLosing(playerID: squad[2].id) == 0)
    #expect(try await players.deletePlayer(id: squad[0].id) == .deleted)

    let history = try await live.client().gathers(for: session).allGathers()
    #expect(history.count == 2)
    for gather in history {
      #expect(
        gather.players == [
          GatherPlayer(player: squad[1], team: .teamB),
          GatherPlayer(
            player: Player(id: squad[0].id, draft: PlayerDraft(name: "Ann")), team: .teamA),
        ])
      #expect(gather.goals == [Goal(team: .teamA, scorerID: squad[0].id)])
    }
  }

  @Test("a dropped player whose name the cache never knew reads as a deleted player")
  func unknownNameReadsAsDeleted() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let session = try await live.signUp("ana").session
    let players = live.client().players(for: session)
    let ann = try await players.createPlayer(PlayerDraft(name: "Ann"))
    let gather = try await live.client().gathers(for: session).createGather(players: [
      GatherPlayer(player: ann, team: .teamA)
    ])
    var known = try #require(try live.cache().metadata(for: live.server.baseURL)[gather.id])
    known.names = [:]
    try live.cache().save(known, for: gather.id, server: live.server.baseURL)

    try await players.deletePlayer(id: ann.id)

    let history = try await live.client().gathers(for: session).allGathers()
    #expect(history.first?.players.map(\.player.name) == ["a deleted player"])
    #expect(history.first?.players.map(\.team) == [.teamA])
  }

  @Test("correcting an ended gather changes the score on the server and the cached goals")
  func correctGather() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let session = try await live.signUp("ana").session
    let ann = try await live.client().players(for: session).createPlayer(PlayerDraft(name: "Ann"))
    let gather = try await live.client().gathers(for: session).createGather(players: [
      GatherPlayer(player: ann, team: .teamA)
    ])
    let results = live.client().matchResults(for: session)
    let ended = try await results.endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA)])

    let corrected = try await results.correctGather(
      id: gather.id, score: Score(teamA: 1, teamB: 2),
      goals: [Goal(team: .teamA, scorerID: ann.id)])

    #expect(corrected.endedAt == ended.endedAt)
    #expect(corrected.outcome == .win(.teamB))
    let history = try await live.client().gathers(for: session).allGathers()
    #expect(history == [corrected])
  }
}
