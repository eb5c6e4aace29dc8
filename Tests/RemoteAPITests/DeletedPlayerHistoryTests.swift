import Domain
import Foundation
import RemoteAPI
import StandInHarness
import TestSupport
import Testing

/// The web service drops a deleted player from every gather; the app counts those gathers
/// before the deletion and keeps showing the player by the name it cached.
@Suite("Deleting a player who played, against the stand-in server")
struct DeletedPlayerHistoryTests {
  @Test("the gathers a deletion drops a player from are counted; history keeps the name")
  func deletedPlayerKeepsTheirName() async throws {
    try await LiveCoach.run(squad: ["Ann", "Bob", "Cy"]) { coach in
      let (players, squad) = (coach.players, coach.squad)
      let gathers = coach.gathers
      let results = coach.results
      for _ in 1...2 {
        let gather = try await gathers.createGather(players: [
          GatherPlayer(player: squad[0], team: .teamA),
          GatherPlayer(player: squad[1], team: .teamB),
        ])
        _ = try await results.endGather(
          id: gather.id, score: Score(teamA: 1, teamB: 0),
          goals: [Goal(team: .teamA, scorerID: squad[0].id)])
      }

      #expect(try await players.gathersLosing(playerID: squad[0].id) == 2)
      #expect(try await players.gathersLosing(playerID: squad[2].id) == 0)
      #expect(try await players.deletePlayer(id: squad[0].id) == .deleted)

      let history = try await coach.gathers.allGathers()
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
  }

  @Test("a dropped player whose name the cache never knew reads as a deleted player")
  func unknownNameReadsAsDeleted() async throws {
    try await LiveCoach.run { coach in
      let players = coach.players
      let ann = try await players.createPlayer(PlayerDraft(name: "Ann"))
      let gather = try await coach.gathers.createGather(players: [
        GatherPlayer(player: ann, team: .teamA)
      ])
      var known = try #require(
        try coach.live.cache().metadata(for: coach.live.server.baseURL)[gather.id])
      known.names = [:]
      try coach.live.cache().save(known, for: gather.id, server: coach.live.server.baseURL)

      try await players.deletePlayer(id: ann.id)

      let history = try await coach.gathers.allGathers()
      #expect(history.first?.players.map(\.player.name) == ["a deleted player"])
      #expect(history.first?.players.map(\.team) == [.teamA])
    }
  }

  @Test("correcting an ended gather changes the score on the server and the cached goals")
  func correctGather() async throws {
    try await LiveCoach.run { coach in
      let ann = try await coach.players.createPlayer(PlayerDraft(name: "Ann"))
      let gather = try await coach.gathers.createGather(players: [
        GatherPlayer(player: ann, team: .teamA)
      ])
      let results = coach.results
      let ended = try await results.endGather(
        id: gather.id, score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA)])

      let corrected = try await results.correctGather(
        id: gather.id, score: Score(teamA: 1, teamB: 2),
        goals: [Goal(team: .teamA, scorerID: ann.id)])

      #expect(corrected.endedAt == ended.endedAt)
      #expect(corrected.outcome == .win(.teamB))
      let history = try await coach.gathers.allGathers()
      #expect(history == [corrected])
    }
  }
}
