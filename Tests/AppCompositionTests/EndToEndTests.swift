import Domain
import Foundation
import LocalStore
import Testing

@MainActor
struct EndToEndTests {
  @Test func registerListAddDeleteLogOutAndLogInAgain() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }

    let first = await app.run(["register", "alice", "s3cret-pw", "s3cret-pw", "logout", "quit"])
    #expect(first.status == 0)
    #expect(
      first.output == """
        \(Self.loginScreen)
        login> register
        Username: alice
        Password (at least 8 characters): 
        Repeat password: 
        Registered alice. Welcome!

        Players of alice (0)
        No players yet. Type 'add' to add your first player, or 'import FILE'.
        Commands: add [NAME], import FILE, history, list, logout, help, quit
        players> logout
        Logged out.

        \(Self.loginScreen)
        login> quit
        Bye.

        """)

    // Players arrive through the store, as another screen or process would add them.
    let store = try app.openStore()
    let session = try await store.auth.logIn(Credentials(username: "alice", password: "s3cret-pw"))
    for draft in [
      PlayerDraft(name: "Ann", skill: .amateur, position: .goalkeeper),
      PlayerDraft(name: "Bob", skill: .professional, position: .striker),
      PlayerDraft(name: "Zoë"),
    ] {
      _ = try await store.players(for: session.user).createPlayer(draft)
    }

    let second = await app.run([
      "login", "", "s3cret-pw", "delete 2", "y", "logout", "login", "", "s3cret-pw", "list",
    ])
    #expect(second.status == 0)
    #expect(second.errors.isEmpty)
    #expect(
      second.output == """
        \(Self.loginScreen)
        login> login
        Username [alice]: 
        Password: 
        Welcome back, alice!

        Players of alice (3)
          #  Name  Position    Skill
          1  Ann   Goalkeeper  Amateur
          2  Bob   Striker     Professional
          3  Zoë   -           -
        Commands: add [NAME], show N, delete N, select, history, export csv|json [FILE], import FILE, list, logout, help, quit
        players> delete 2
        Delete Bob? [y/n] y
        Deleted Bob.

        \(Self.annAndZoe)
        players> logout
        Logged out.

        \(Self.loginScreen)
        login> login
        Username [alice]: 
        Password: 
        Welcome back, alice!

        \(Self.annAndZoe)
        players> list

        \(Self.annAndZoe)
        players> 
        Bye.

        """)
    let remaining = try await store.players(for: session.user).allPlayers()
    #expect(remaining.map(\.name) == ["Ann", "Zoë"])
  }

  /// The login screen of the local database, as it opens and after `logout`.
  static let loginScreen = """
    Football Gather: log in (local database)
    Remember me: on
    Commands: login [USERNAME], register, remember on|off, help, quit
    """

  /// Alice's player list once Bob is deleted.
  static let annAndZoe = """
    Players of alice (2)
      #  Name  Position    Skill
      1  Ann   Goalkeeper  Amateur
      2  Zoë   -           -
    Commands: add [NAME], show N, delete N, select, history, export csv|json [FILE], import FILE, list, logout, help, quit
    """

  @Test func mistakesGetOneErrorLineAndTheUserStaysOnTheScreen() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let run = await app.run([
      "register", "bob", "password", "password", "logout",
      "login", "bob", "wrong",
      "register", "bob",  // taken: refused before any password is asked for
      "login", "", "",
      "fly",
      "login", "bob", "password", "delete 1", "show", "add", "save",
    ])
    let errors = run.output.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(
      errors == [
        "error: wrong username or password",
        "error: the username 'bob' is taken; choose another one",
        "error: the password cannot be empty; type one",
        "error: unknown command 'fly'; type one of: login [USERNAME], register [USERNAME], remember on|off, help, back, quit",
        "error: there is no player to choose",
        "error: type 'show N' with the player's number",
        "error: the player has no name yet; type 'name' followed by the name",
      ])
    #expect(run.status == 0)
  }
}
