import Domain
import Foundation
import RemoteAPI
import StandInHarness
import TestSupport
import Testing

/// The web service's gathers have no field for team names: the app keeps them in its local
/// gather notes, so history, a new run and the end of the match show them.
@Suite("Team names against the stand-in server", .timeLimit(.minutes(1)))
struct TeamNamesRemoteTests {
  @Test("names given at the start and changed mid-match are in history after the end")
  func namesOutliveTheMatch() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let session = try await live.signUp("ana").session
    let squad = try await live.client().players(for: session).createPlayers([
      PlayerDraft(name: "Ann"), PlayerDraft(name: "Bob"),
    ])
    let gathers = live.client().gathers(for: session)
    let bibs = try TeamNames.standard.renaming(.teamA, to: "Bibs")
    let gather = try await gathers.createGather(
      players: [
        GatherPlayer(player: squad[0], team: .teamA, number: 1),
        GatherPlayer(player: squad[1], team: .teamB, number: 2),
      ], teamNames: bibs)
    #expect(gather.teamNames == bibs)
    let renamed = try bibs.renaming(.teamB, to: "Skins")
    try await gathers.renameTeams(of: gather.id, to: renamed)
    let ended = try await live.client().matchResults(for: session).endGather(
      id: gather.id, score: Score(teamA: 1, teamB: 0), goals: [Goal(team: .teamA)])
    #expect(ended.teamNames == renamed)
    // A new run of the app reads the same notes.
    let history = try await live.client().gathers(for: session).allGathers()
    #expect(history.map(\.teamNames) == [renamed])
    #expect(history.first?.outcome == .win(.teamA))
  }

  @Test("a gather the notes know nothing about is called Team A and Team B")
  func unknownGathersHaveStandardNames() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let session = try await live.signUp("ana").session
    let ann = try await live.client().players(for: session).createPlayer(PlayerDraft(name: "Ann"))
    let gather = try await live.client().gathers(for: session).createGather(
      players: [GatherPlayer(player: ann, team: .teamA)],
      teamNames: try TeamNames.standard.renaming(.teamA, to: "Bibs"))
    try live.cache().remove(gather.id, server: live.server.baseURL)
    let history = try await live.client().gathers(for: session).allGathers()
    #expect(history.map(\.teamNames) == [.standard])
  }

  @Test("renaming the teams of a gather the server does not have changes nothing")
  func renamingAnUnknownGatherFails() async throws {
    let live = try StandInHarness(now: TestClock().minuteSteps())
    defer { live.stop() }
    let session = try await live.signUp("ana").session
    let unknown = UUID()
    await #expect(throws: FootballGatherError.self) {
      try await live.client().gathers(for: session).renameTeams(
        of: unknown, to: try TeamNames.standard.renaming(.teamA, to: "Bibs"))
    }
    #expect(try live.cache().metadata(for: live.server.baseURL)[unknown] == nil)
  }
}
