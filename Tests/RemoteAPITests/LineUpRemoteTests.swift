import Domain
import Foundation
import RemoteAPI
import StandInHarness
import TestSupport
import Testing

/// The web service keeps who was in a gather; it has no place for substitutions, moves or
/// their minutes. At the end a latecomer who played is put in the gather on the server, and
/// the teams and changes go to the local gather notes, so history shows them on this
/// machine (and, as the server keeps them, the latecomer's gathers count everywhere).
@Suite("Line-ups that change, against the stand-in server")
struct LineUpRemoteTests {
  @Test("a latecomer and a substitution are in history after the end, and once on the server")
  func theChangedLineUpOutlivesTheMatch() async throws {
    try await LiveCoach.run(squad: ["Ann", "Bob", "Cy", "Dee"]) { coach in
      let squad = coach.squad
      let gather = try await coach.gathers.createGather(
        players: [
          GatherPlayer(player: squad[0], team: .teamA, number: 1),
          GatherPlayer(player: squad[1], team: .teamB, number: 2),
        ], teamNames: .standard)
      var match = Match(gather: gather)
      try match.timer.start(at: .zero)
      _ = try match.join(squad[2], to: .bench, at: .seconds(120))
      try match.change(.substitute(off: 1, on: 3), at: .seconds(130))
      _ = try match.join(squad[3], to: .bench, at: .seconds(140))  // never comes on
      let results = coach.results
      _ = try await results.endGather(
        id: gather.id, score: Score(teamA: 2, teamB: 1), goals: [], lineUp: match.playedLineUp)
      let history = try await coach.gathers.allGathers()
      let teams = history.first?.players.map { "\($0.player.name) \($0.team?.displayName ?? "-")" }
      #expect(teams?.sorted() == ["Ann Team A", "Bob Team B", "Cy Team A", "Dee Bench"])
      #expect(history.first?.lineUpChanges == match.changes)
      #expect(history.first?.lineUpChanges.map(\.minute) == [3, 3, 3])
      let cysGathers = try await coach.gathers.gathers(playedBy: squad[2].id)
      #expect(cysGathers.map(\.id) == [gather.id])
      let deesGathers = try await coach.gathers.gathers(playedBy: squad[3].id)
      #expect(deesGathers.isEmpty)
    }
  }
}

/// A past line-up corrected from History: a player who played is put in the gather on the
/// server (the only line-up call it has); teams, and a player taken out (the server has no
/// call for it and keeps listing them), are kept in the local notes.
@Suite("Line-ups corrected afterwards, against the stand-in server")
struct LineUpCorrectionRemoteTests {
  @Test("a player added is on the server; one taken out is left out of history here")
  func correctedLineUp() async throws {
    try await LiveCoach.run(squad: ["Ann", "Bob", "Cy"]) { coach in
      let squad = coach.squad
      let gathers = coach.gathers
      let results = coach.results
      let gather = try await gathers.createGather(
        players: [
          GatherPlayer(player: squad[0], team: .teamA),
          GatherPlayer(player: squad[1], team: .teamB),
        ], teamNames: .standard)
      _ = try await results.endGather(id: gather.id, score: Score(teamA: 1, teamB: 0), goals: [])
      let corrected = try await results.correctLineUp(
        id: gather.id,
        players: [
          GatherPlayer(player: squad[0], team: .teamB),
          GatherPlayer(player: squad[2], team: .teamA),
        ])
      let teams = { (gather: Gather?) in
        gather?.players.map { "\($0.player.name) \($0.team?.displayName ?? "-")" }.sorted()
      }
      #expect(teams(corrected) == ["Ann Team B", "Cy Team A"])
      #expect(teams(try await gathers.allGathers().first) == ["Ann Team B", "Cy Team A"])
      #expect(try await gathers.gathers(playedBy: squad[2].id).map(\.id) == [gather.id])
      // Bob stays in the gather on the server (it cannot take him out): only here is he out.
      #expect(try await gathers.gathers(playedBy: squad[1].id).map(\.id) == [gather.id])
      await #expect(throws: FootballGatherError.notFound("ended gather \(FakeGatherService.id(9))"))
      {
        try await results.correctLineUp(id: FakeGatherService.id(9), players: [])
      }
    }
  }
}
