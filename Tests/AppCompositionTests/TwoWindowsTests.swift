import Domain
import Foundation
import LocalStore
import TestSupport
import Testing

/// Two copies of the app on one database file, as people run them in two terminals,
/// their lines interleaved: whoever writes second over something the other changed is
/// refused with what is saved now, and nothing of either is lost without a word.
@Suite
struct TwoWindowsTests {
  static let roster = [
    PlayerDraft(name: "Ann", age: 30), PlayerDraft(name: "Bob"), PlayerDraft(name: "Cy"),
    PlayerDraft(name: "Dee"),
  ]

  /// Login, Ann and Bob against Cy and Dee, play, and a goal by Ann: 1-0.
  static let aGoalIn = [
    "login coach", "secret", "select", "pick 1-4", "confirm", "a 1 2", "b 3 4", "play", "goal a 1",
  ]

  let app: AppHarness
  let home: String

  init() async throws {
    app = try await MainActor.run { try AppHarness() }
    try await app.seed("coach", password: "secret", players: Self.roster)
    home = app.directory.path("home")
  }

  func window() throws -> ChildApp {
    try ChildApp(arguments: ["--db", app.databasePath], home: home)
  }

  /// Sends `lines` and waits for `text` in what they print.
  @discardableResult
  func type(_ lines: [String], in window: ChildApp, until text: String) async -> Bool {
    let offset = window.transcript.count
    for line in lines { window.send(line) }
    return await window.readUntil(text, after: offset)
  }

  @Test func aMatchEndedInOneWindowIsNeverOverwrittenByTheOther() async throws {
    defer { app.directory.remove() }
    let one = try window()
    #expect(await type(Self.aGoalIn, in: one, until: "Team A 1-0 Team B"))
    let two = try window()
    #expect(await type(["login coach", "secret"], in: two, until: "Resume it? [y/n] "))
    #expect(two.transcript.contains("This match is open in another window too."))
    #expect(
      await type(
        ["y", "goal b 3", "goal b 4", "end", "y"], in: two,
        until: "Gather ended: Team A 1-2 Team B."))

    #expect(await type(["goal a 2"], in: one, until: "\nerror: "))
    #expect(
      one.transcript.contains(
        "error: could not save the goal: this match was ended in another window at Team A 1-2 "
          + "Team B; here it is: Team A (Ann), Team B (Cy), Team B (Dee)")
        || one.transcript.contains(
          "this match was ended in another window at Team A 1-2 Team B; here it is: "
            + "Team A (Ann), Team B (Cy), Team B (Dee)")
    )
    #expect(await type(["end", "y"], in: one, until: "could not end the gather"))
    #expect(
      one.transcript.contains(
        "Not saved from this window: Team A (Ann), Team A (Bob) (add them with "
          + "'edit N goal a|b P' in History)"))
    #expect(await one.finish() == 0)
    #expect(await two.finish() == 0)

    let gathers = try await coachGathers()
    #expect(gathers.map(\.score) == [Score(teamA: 1, teamB: 2)])
    #expect(gathers.first?.goals.map(\.team) == [.teamA, .teamB, .teamB])
  }

  @Test func aFieldChangedInAnotherWindowIsNotOverwritten() async throws {
    defer { app.directory.remove() }
    let one = try window()
    #expect(
      await type(["login coach", "secret", "show 1", "edit age"], in: one, until: "edit player> "))
    let two = try window()
    #expect(
      await type(
        ["login coach", "secret", "show 1", "edit age", "set 31", "save"], in: two,
        until: "Saved the age of Ann: 31."))
    #expect(await type(["set 32", "save"], in: one, until: "could not save the age"))
    #expect(
      one.transcript.contains(
        "error: could not save the age: Ann's age was changed to 31 in another window since "
          + "this form opened; nothing was saved. Type 'back' twice, then 'show N' to change it "
          + "from there"))
    #expect(
      await type(
        ["back", "y", "back", "show 1", "edit age", "set 32", "save"], in: one,
        until: "Saved the age of Ann: 32."))
    #expect(await one.finish() == 0)
    #expect(await two.finish() == 0)
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    #expect(try await store.players(for: coach.user).allPlayers().first?.age == 32)
  }

  @Test func aCorrectionMadeInAnotherWindowIsNotOverwritten() async throws {
    defer { app.directory.remove() }
    let one = try window()
    #expect(await type(Self.aGoalIn + ["end", "y", "history"], in: one, until: "history> "))
    let two = try window()
    #expect(
      await type(
        ["login coach", "secret", "history", "edit 1 score 3-2", "y"], in: two,
        until: "Corrected the gather"))
    #expect(await type(["edit 1 score 1-1", "y"], in: one, until: "\nerror: "))
    #expect(
      one.transcript.contains(
        "this gather was corrected in another window (now Team A 3-2 Team B) since this "
          + "history was read; nothing was saved."), "\(one.transcript.suffix(600))")
    #expect(await one.finish() == 0)
    #expect(await two.finish() == 0)
    #expect(try await coachGathers().map(\.score) == [Score(teamA: 3, teamB: 2)])
  }

  @Test func aFileImportedInBothWindowsIsAddedOnce() async throws {
    defer { app.directory.remove() }
    let file = app.directory.path("new.csv")
    try "name\nEve\nFay\n".write(toFile: file, atomically: true, encoding: .utf8)
    let one = try window()
    let two = try window()
    #expect(await type(["login coach", "secret"], in: one, until: "players> "))
    #expect(await type(["login coach", "secret"], in: two, until: "players> "))
    #expect(await type(["import \(file)"], in: one, until: "Imported 2 players"))
    #expect(await type(["import \(file)", "n"], in: two, until: "players> "))
    #expect(two.transcript.contains("already on the roster"))
    #expect(await one.finish() == 0)
    #expect(await two.finish() == 0)
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    #expect(
      try await store.players(for: coach.user).allPlayers().map(\.name)
        == ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay"])
  }

  func coachGathers() async throws -> [Gather] {
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    return try await store.gathers(for: coach.user).allGathers()
  }
}
