import Domain
import Foundation
import LocalStore
import Testing

/// Issue 36: a club's spreadsheet as Excel saves it (a Phone and a Level column, the
/// form's label "Favourite Club", names typed without their accents) imports on the first
/// try, and the names the roster already has are asked about as typed names are.
@MainActor
struct RealFileImportSessionTests {
  @Test func aSpreadsheetWithExtraColumnsImportsAtOnceAndAsksAboutAccentlessNames() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed(
      "coach", password: "secret-pw",
      players: [PlayerDraft(name: "Zoë Martin", age: 29), PlayerDraft(name: "José Álvarez")])
    let file = app.directory.path("club.csv")
    let text =
      "\u{FEFF}Name;Phone;Level;Favourite Club\r\nZoe Martin;0123;A;Arsenal\r\n"
      + "jose alvarez;0456;B;\r\nKit Ward;0789;C;Leeds\r\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: file))

    let run = await app.run([
      "login coach", "secret-pw", "import \(file)", "each", "merge", "skip", "quit",
    ])
    let expected = [
      "Left out the columns Phone and Level: a player has only a name, age, favourite club, "
        + "position and skill.",
      "2 players have a name already on the roster or earlier in \(file) (Zoe Martin as "
        + "Zoë Martin, jose alvarez as José Álvarez). Add them anyway, skip them, or choose "
        + "for each? [add/skip/each/y/n] each",
      "Zoe Martin is already on the roster as Zoë Martin (29): skip it, add it, or merge "
        + "it into the one there? [skip/add/merge] merge",
      "jose alvarez is already on the roster as José Álvarez (id 2): skip it, add it, or "
        + "merge it into the one there? [skip/add/merge] skip",
      "Imported 1 player from \(file); skipped 1; merged 1 into the player already there.",
    ]
    #expect(run.output.contains(expected.joined(separator: "\n")))
    #expect(!run.output.contains("error:"))
    let players = try await roster(of: "coach", in: app.openStore())
    #expect(players.map(\.name) == ["Zoë Martin", "José Álvarez", "Kit Ward"])
    #expect(players.map(\.favouriteTeam) == ["Arsenal", nil, "Leeds"])
  }

  @Test func theEndOfInputAtTheQuestionImportsNothing() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed("coach", password: "secret-pw", players: [PlayerDraft(name: "Zoë Martin")])
    let file = app.directory.path("club.json")
    try Data(#"[{"name": "ZOE MARTIN", "phone": "0123"}, {"name": "Kit"}]"#.utf8).write(
      to: URL(fileURLWithPath: file))

    let run = await app.run(["login coach", "secret-pw", "import \(file)"])
    #expect(run.output.contains("Left out the column phone: a player has only"))
    #expect(run.output.contains("Nothing was imported from \(file)."))
    #expect(try await roster(of: "coach", in: app.openStore()).map(\.name) == ["Zoë Martin"])
  }
}
