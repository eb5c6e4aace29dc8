import AppComposition
import Domain
import LineUI
import TestSupport
import Testing

/// Ctrl-C at a terminal, through the whole app: it clears nothing typed away by surprise,
/// leaves a form (asking first when something was typed) and only explains elsewhere.
@MainActor
@Suite
struct ControlCSessionTests {
  /// Runs the app with a scripted person at a terminal; returns the status and the screen.
  func run(_ app: AppHarness, _ replies: [LineReply]) async -> (status: Int32, output: String) {
    let output = RecordingOutput(isTerminal: true)
    let errors = RecordingOutput()
    let session = FootballGatherApp(
      environment: ["NO_COLOR": "1"], homeDirectory: app.directory.path("home"),
      input: ScriptedKeyboard(replies), output: output, errorOutput: errors,
      passwordHasher: app.hasher)
    let status = await session.run(arguments: ["--db", app.databasePath])
    return (status, output.text)
  }

  func makeApp() async throws -> AppHarness {
    try await .seeded(players: [PlayerDraft(name: "Ann")])
  }

  func players(_ app: AppHarness) async throws -> [String] {
    let store = try app.openStore()
    let coach = try await store.auth.logIn(Credentials(username: "coach", password: "secret"))
    return try await store.players(for: coach.user).allPlayers().map(\.name)
  }

  @Test func controlCOnAChangedFormAsksAndNoKeepsTheForm() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let run = await run(
      app,
      [
        .line("login coach"), .line("secret"), .line("add"), .line("name Ben"), .interrupted,
        .line(""), .line("age 30"), .interrupted, .line("y"), .line("quit"),
      ])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        """
        new player> ^C
        Discard the new player you are adding (Ben)? [discard/keep] 
        Still adding; type 'save' to add the player.
        new player> age 30
        """))
    #expect(
      run.output.contains(
        "new player> ^C\nDiscard the new player you are adding (Ben)? [discard/keep] y\n"))
    #expect(run.output.hasSuffix("players> quit\nBye.\n"))
    #expect(try await players(app) == ["Ann"])
  }

  @Test func controlCOnAnUntouchedFormLeavesItAtOnce() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let run = await run(
      app, [.line("login coach"), .line("secret"), .line("add"), .interrupted, .line("quit")])
    #expect(run.status == 0)
    #expect(run.output.contains("new player> ^C\n\nPlayers"))
    #expect(!run.output.contains("Discard"))
  }

  @Test func controlCOnTheListOnlySaysHowToLeave() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let run = await run(
      app, [.line("login coach"), .line("secret"), .interrupted, .line("quit")])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        "players> ^C\n(to go back, type back or press Ctrl-D; to leave, type quit)\nplayers> quit\n"
      ))
  }

  @Test func controlCOnAnEditWithAChangeAsksAndYesLeavesThePlayerAsTheyWere() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let run = await run(
      app,
      [
        .line("login coach"), .line("secret"), .line("show 1"), .line("edit name"),
        .line("set Anna"), .interrupted, .line("yes"), .line("quit"),
      ])
    #expect(run.status == 0)
    #expect(
      run.output.contains("> ^C\nLeave without saving the new name (Anna)? [discard/keep] yes\n"))
    #expect(try await players(app) == ["Ann"])
  }

  @Test func controlCWhileRegisteringAsksAndYesCreatesNoAccount() async throws {
    let app = try await makeApp()
    defer { app.directory.remove() }
    let run = await run(
      app, [.line("register newbie"), .line("password1"), .interrupted, .line("y"), .line("quit")])
    #expect(run.status == 0)
    #expect(
      run.output.contains(
        """
        Repeat password: ^C
        Discard the registration of 'newbie'? [discard/keep] y
        No account was created.
        login> quit
        """))
    let store = try app.openStore()
    await #expect(throws: FootballGatherError.invalidCredentials) {
      try await store.auth.logIn(Credentials(username: "newbie", password: "password1"))
    }
  }
}
