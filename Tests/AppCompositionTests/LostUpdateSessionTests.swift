import Domain
import TestSupport
import Testing

/// Two clients of one account (two windows on the database, two devices on the server):
/// while Ann's age is edited in the app, the other client saves her club and skill. The
/// app's save writes the age over Ann as stored at that moment, so nothing the other client
/// saved is lost, on both backends.
@MainActor
struct LostUpdateSessionTests {
  static let roster = [
    PlayerDraft(
      name: "Ann", age: 30, skill: .amateur, position: .goalkeeper, favouriteTeam: "Ajax")
  ]

  @Test(arguments: BothBackends.allCases)
  func aSaveWritesOnlyItsFieldOverWhatAnotherClientSavedMeanwhile(backend: BothBackends)
    async throws
  {
    switch backend {
    case .local:
      let app = try await AppHarness.seeded(players: Self.roster)
      defer { app.directory.remove() }
      let store = try app.openStore()
      let session = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
      let other = store.players(for: session.user)
      let run = await app.run(Self.script(anotherClient: other), clock: TestClock())
      try await Self.expectBothChangesKept(run, in: other)
    case .remote:
      let remote = try await RemoteApp.seeded(roster: Self.roster)
      defer { remote.stop() }
      let account = try await remote.server.logIn("coach", password: "secret", through: "other")
      let other = account.client.players(for: account.session)
      let run = await remote.run(Self.script(anotherClient: other), clock: TestClock())
      try await Self.expectBothChangesKept(run, in: other)
    }
  }

  /// The app saved the age; Ann, read back through the other client, has the age and the
  /// other client's club and skill.
  static func expectBothChangesKept(_ run: BothBackends.Run, in players: any PlayerService)
    async throws
  {
    #expect(run.output.contains("Saved the age of Ann: 31."), "\(run.output)")
    let ann = try #require(try await players.allPlayers().first)
    #expect(ann.age == 31)
    #expect(ann.favouriteTeam == "Benfica", "the other client's club was overwritten")
    #expect(ann.skill == .professional, "the other client's skill was overwritten")
    #expect(ann.position == .goalkeeper)
  }

  /// Logs in, opens Ann and types her new age; the other client saves her club and skill
  /// before `save`.
  static func script(anotherClient players: any PlayerService) -> [TimedScript.Step] {
    TimedScript.lines("login coach", "secret", "show 1", "edit age", "set 31")
      + [
        .run {
          guard var ann = try? await players.allPlayers().first else { return }
          ann.favouriteTeam = "Benfica"
          ann.skill = .professional
          try? await players.updatePlayer(ann)
        }
      ]
      + TimedScript.lines("save", "back", "back", "quit")
  }
}
