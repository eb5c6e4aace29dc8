import Domain
import Foundation
import RemoteAPI
import StandInHarness
import TestSupport
import Testing

/// The web service's gathers have no field for team names: the app keeps them in its local
/// gather notes, so history, a new run and the end of the match show them.
@Suite("Team names against the stand-in server")
struct TeamNamesRemoteTests {
  @Test("names given at the start and changed mid-match are in history after the end")
  func namesOutliveTheMatch() async throws {
    try await LiveCoach.run(squad: ["Ann", "Bob"]) { coach in
      let squad = coach.squad
      let gathers = coach.gathers
      let bibs = try TeamNames.standard.renaming(.teamA, to: "Bibs")
      let gather = try await gathers.createGather(
        players: [
          GatherPlayer(player: squad[0], team: .teamA, number: 1),
          GatherPlayer(player: squad[1], team: .teamB, number: 2),
        ], teamNames: bibs)
      #expect(gather.teamNames == bibs)
      let renamed = try bibs.renaming(.teamB, to: "Skins")
      try await gathers.renameTeams(of: gather.id, to: renamed)
      let ended = try await coach.results.endGather(
        id: gather.id, score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA)])
      #expect(ended.teamNames == renamed)
      // A new run of the app reads the same notes.
      let history = try await coach.gathers.allGathers()
      #expect(history.map(\.teamNames) == [renamed])
      #expect(history.first?.outcome == .win(.teamA))
    }
  }

  @Test("a gather the notes know nothing about is called Team A and Team B")
  func unknownGathersHaveStandardNames() async throws {
    try await LiveCoach.run { coach in
      let ann = try await coach.players.createPlayer(PlayerDraft(name: "Ann"))
      let gather = try await coach.gathers.createGather(
        players: [GatherPlayer(player: ann, team: .teamA)],
        teamNames: try TeamNames.standard.renaming(.teamA, to: "Bibs"))
      try coach.live.cache().remove(gather.id, server: coach.live.server.baseURL)
      let history = try await coach.gathers.allGathers()
      #expect(history.map(\.teamNames) == [.standard])
    }
  }

  @Test("renaming the teams of a gather the server does not have changes nothing")
  func renamingAnUnknownGatherFails() async throws {
    try await LiveCoach.run { coach in
      let unknown = UUID()
      await #expect(throws: FootballGatherError.self) {
        try await coach.gathers.renameTeams(
          of: unknown, to: try TeamNames.standard.renaming(.teamA, to: "Bibs"))
      }
      let notes = try coach.live.cache().metadata(for: coach.live.server.baseURL)
      #expect(notes[unknown] == nil)
    }
  }
}
