import AppComposition
import Domain
import Foundation
import LineUI
import RemoteAPI
import StandInHarness
import Synchronization
import TestSupport
import Testing

/// The app beside another client of the same account on the web service (another organiser,
/// or a second laptop), which has no notes of this app's and writes in between.
@MainActor
@Suite
struct RemoteSecondClientTests {
  /// Piped input that lets the other client act just before a given line is read.
  final class InterleavedInput: LineSource {
    let isTerminal = false
    var typedSoFar: String { "" }
    private let lines: Mutex<[String]>
    private let before: String
    private let action: @Sendable () async throws -> Void

    init(_ lines: [String], before: String, action: @escaping @Sendable () async throws -> Void) {
      self.lines = Mutex(lines)
      self.before = before
      self.action = action
    }

    func nextLine(secret: Bool) async -> String? {
      guard let line = lines.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) else { return nil }
      if line == before { try? await action() }
      return line
    }
  }

  @Test func savingOneFieldKeepsWhatAnotherClientChangedInTheOthers() async throws {
    let server = try StandInHarness()
    defer { server.stop() }
    let folder = server.folder
    try await server.signUp("coach", through: "seed")
    let other = try await server.logIn("coach", through: "other")
    let otherPlayers = other.client.players(for: other.session)
    let bo = try await otherPlayers.createPlayer(PlayerDraft(name: "Bo", age: 20))

    let output = RecordingOutput()
    let input = InterleavedInput(
      ["login coach", "password", "show 1", "edit age", "set 31", "save", "back"],
      before: "edit age"
    ) {
      var renamed = bo
      renamed.name = "Bobby"
      try await otherPlayers.updatePlayer(renamed)
    }
    let app = FootballGatherApp(
      environment: ["XDG_STATE_HOME": folder.path("app")], homeDirectory: folder.path("home"),
      input: input, output: output, errorOutput: RecordingOutput())
    let status = await app.run(arguments: ["--server", server.address])

    #expect(status == 0)
    #expect(!output.text.contains("error:"))
    #expect(try await otherPlayers.allPlayers() == [Player(id: bo.id, name: "Bobby", age: 31)])
  }

  @Test func aSecondDeviceShowsWhoPlayedAndCountsDrawsWithTeamsAndGoalsUnknown() async throws {
    let server = try StandInHarness()
    defer { server.stop() }
    let app = try AppHarness()
    defer { app.directory.remove() }
    let first = try await server.signUp(
      "coach", players: ["Ann", "Bob", "Cy", "Dee"].map { PlayerDraft(name: $0) },
      through: "first")
    let roster = first.players
    let gathers = first.client.gathers(for: first.session)
    let results = first.client.matchResults(for: first.session)
    for score in [Score(teamA: 1, teamB: 1), Score(teamA: 2, teamB: 0)] {
      let gather = try await gathers.createGather(players: [
        GatherPlayer(player: roster[0], team: .teamA),
        GatherPlayer(player: roster[1], team: .teamA),
        GatherPlayer(player: roster[2], team: .teamB),
        GatherPlayer(player: roster[3], team: .teamB),
      ])
      _ = try await results.endGather(
        id: gather.id, score: score, goals: [Goal(team: .teamA, scorerID: roster[0].id)])
    }

    let run = await app.run(
      ["login coach", "password", "history", "show 1", "show 2", "records"],
      arguments: ["--server", server.address],
      environment: ["XDG_STATE_HOME": app.directory.path("second")])

    #expect(run.status == 0)
    #expect(!run.output.contains("error:"))
    #expect(run.output.contains("     Team unknown: Ann, Bob, Cy, Dee  Goals: unknown\n"))
    #expect(
      run.output.contains(
        """
        history> show 2
        Gather of an unknown date
        Score: Team A 1-1 Team B, winner: Draw
        Team A: unknown
        Team B: unknown
        Played, team unknown: Ann, Bob, Cy, Dee
        Goals: unknown (not kept by the server)

        """))
    #expect(
      run.output.contains(
        """
          Name  Played  Won  Drawn  Lost  Goals
          Ann        2    0      1     0      0
          Bob        2    0      1     0      0
          Cy         2    0      1     0      0
          Dee        2    0      1     0      0

        """))
  }
}
