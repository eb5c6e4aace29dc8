import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// The documented session (`docs/examples/player-management.txt`): add three players,
/// view and edit one, select two by range, confirm, export, and import into two more
/// accounts; then the coach plays a gather, deletes a player who played (archived),
/// corrects the score from History and checks the records. Its transcript is
/// `docs/examples/player-management.transcript.txt`, dated at `AppHarness.now` (UTC).
@MainActor
struct PlayerManagementSessionTests {
  /// The folder the example writes its files to when piped into the real app.
  static let examplePrefix = "/tmp/footballgather-example-"
  static let examples = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("docs/examples")

  @Test func theDocumentedSessionPrintsItsTranscriptAndEveryAccountEndsWithTheSameRoster()
    async throws
  {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let folder = app.directory.url.path + "/"
    let script = try String(
      contentsOf: Self.examples.appendingPathComponent("player-management.txt"), encoding: .utf8)
    let lines = script.split(separator: "\n").map {
      String($0).replacing(Self.examplePrefix, with: folder)
    }

    let run = await app.run(lines.map(TimedScript.Step.line), clock: TestClock())

    #expect(run.status == 0)
    #expect(run.errors.isEmpty)
    let transcript = try String(
      contentsOf: Self.examples.appendingPathComponent("player-management.transcript.txt"),
      encoding: .utf8)
    let output = run.output.replacing(folder, with: Self.examplePrefix)
    if output != transcript {  // the actual transcript, to read the difference and adopt it
      try? output.write(
        toFile: "/tmp/player-management.actual.txt", atomically: true, encoding: .utf8)
    }
    #expect(output == transcript, "actual transcript: /tmp/player-management.actual.txt")

    let store = try app.openStore()
    let imported = try await roster(of: "assistant", in: store)
    #expect(
      imported == [
        PlayerDraft(name: "Ann"),
        PlayerDraft(
          name: "Zoë \"Zee\" O'Neil", age: 31, skill: .professional, position: .striker,
          favouriteTeam: "Atlético, \"Madrid\""),
        PlayerDraft(name: "Bob", position: .goalkeeper),
      ])
    #expect(try await roster(of: "scout", in: store) == imported)
    // The coach deleted Zoë after she played: archived, still in the gather and records.
    #expect(try await roster(of: "coach", in: store) == [imported[0], imported[2]])
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret-pw"))
    #expect(
      try await store.players(for: coach.user).archivedPlayers().map(\.draft) == [imported[1]])
    let gathers = try await store.gathers(for: coach.user).allGathers()
    #expect(gathers.map(\.score) == [Score(teamA: 2, teamB: 1)])
    #expect(gathers.first?.players.map(\.player.name) == ["Ann", "Zoë \"Zee\" O'Neil", "Bob"])
    let exported = try Data(contentsOf: URL(fileURLWithPath: folder + "roster.csv"))
    #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "copy.csv")) == exported)
  }
}

/// The players of `username` (password `secret-pw`) in roster order, without their ids.
func roster(of username: String, in store: LocalStore) async throws -> [PlayerDraft] {
  let session = try await store.auth.logIn(Credentials(username: username, password: "secret-pw"))
  return try await store.players(for: session.user).allPlayers()
    .sorted { $0.id < $1.id }.map(\.draft)
}
