import Domain
import Foundation
import LocalStore
import Testing

@MainActor
struct PlayerManagementTests {
  @Test func aRoundTripKeepsQuotesCommasLineBreaksAndAccentsExactly() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let store = try app.openStore()
    let coach = try await store.auth.register(Credentials(username: "coach", password: "secret-pw"))
    let drafts = [
      PlayerDraft(
        name: "Zoë \"Zee\" O'Neil, Jr.", age: 31, skill: .professional, position: .winger,
        favouriteTeam: "Atlético, \"Madrid\""),
      PlayerDraft(name: "Ann \"Marie\"", favouriteTeam: "São Paulo, FC"),
      PlayerDraft(name: "Łukasz 🦁 Ünal", age: 5, skill: .beginner),
    ]
    _ = try await store.players(for: coach).createPlayers(drafts)
    let csv = app.directory.path("roster.csv")
    let json = app.directory.path("roster.json")

    let run = await app.run([
      "login coach", "secret-pw", "export csv \(csv)", "export json \(json)", "logout",
      "register", "csv", "secret-pw", "secret-pw", "import \(csv)", "logout",
      "register", "json", "secret-pw", "secret-pw", "import \(json)", "quit",
    ])

    #expect(run.status == 0)
    #expect(!run.output.contains("error:"))
    #expect(try await roster(of: "coach", in: store) == drafts)
    #expect(try await roster(of: "csv", in: store) == drafts)
    #expect(try await roster(of: "json", in: store) == drafts)
  }

  @Test func badInputOnEachPlayerScreenIsOneErrorAndChangesNothing() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let bad = app.directory.path("bad.csv")
    try Data("name,age\nBob,31\n\"Cy,40\n".utf8).write(to: URL(fileURLWithPath: bad))
    let badRows = app.directory.path("rows.csv")
    try Data("name,age\nBob,abc\n,30\nDee,20\n".utf8).write(to: URL(fileURLWithPath: badRows))
    let missing = app.directory.path("missing.csv")
    let latin1 = app.directory.path("latin1.csv")
    try Data([0x6E, 0x61, 0x6D, 0x65, 0x0A, 0x5A, 0x6F, 0xEB, 0x0A]).write(
      to: URL(fileURLWithPath: latin1))

    let run = await app.run([
      "register", "coach", "secret-pw", "secret-pw",
      "add", "name ", "age abc", "age -3", "position 9", "save", "name Ann", "save",
      "show 1", "edit height", "edit age", "set abc", "set -3", "save", "back",
      "edit position", "9", "back", "back",
      "select", "pick 0", "999", "1", "confirm", "cancel",
      "import \(bad)", "import \(badRows)", "import \(missing)", "import \(latin1)",
      "export xml", "quit",
    ])

    let errors = run.output.split(separator: "\n").filter { $0.hasPrefix("error:") }
    #expect(
      errors == [
        "error: the name cannot be empty",
        "error: the age must be a whole number from 5 to 99",
        "error: the age must be a whole number from 5 to 99",
        "error: there is no position '9'; type one of: goalkeeper, defender, midfielder, winger, striker (or gk, def, mid, w, st, or 1-5)",
        "error: the player has no name yet; type 'name' followed by the name",
        "error: there is no field 'height'; choose one of: name, age, club, position, skill",
        "error: the age must be a whole number from 5 to 99",
        "error: the age must be a whole number from 5 to 99",
        "error: nothing to save; type 'set AGE' with a different age first",
        "error: there is no position 9; choose a number from 1 to 5",
        "error: there is no player 0; choose a number from 1 to 1",
        "error: there is no player 999; choose a number from 1 to 1",
        "error: a gather needs at least 2 players; 1 picked; pick more with 'pick N'",
        "error: nothing was imported from \(bad); fix this problem and import again:",
        "error: nothing was imported from \(badRows); fix these 2 problems and import again:",
        "error: nothing was imported from \(missing): there is no file '\(missing)'; check the name and the folder",
        "error: nothing was imported from \(latin1): '\(latin1)' is not UTF-8 text (the first byte that is not is at line 2, column 3); save it as UTF-8",
        "error: there is no format 'xml'; type 'export csv' or 'export json'",
      ])
    #expect(
      run.output.contains("\n  line 3: a quoted field is never closed; add the closing quote\n"))
    #expect(
      run.output.contains(
        """

          line 2: the age must be a whole number from 5 to 99
          line 3: the name cannot be empty

        """))
    #expect(try await roster(of: "coach", in: app.openStore()) == [PlayerDraft(name: "Ann")])
  }
}
