import Domain
import Foundation
import LocalStore
import Testing

@MainActor
struct RosterImportSafetyTests {
  @Test func repeatedNamesAreImportedOnlyWhenAskedFor() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed("coach", password: "secret-pw", players: [PlayerDraft(name: "Ann")])
    let file = app.directory.path("more.csv")
    try Data("name\nann\nBob\nBob\n".utf8).write(to: URL(fileURLWithPath: file))

    let declined = await app.run(["login coach", "secret-pw", "import \(file)", "n"])
    #expect(
      declined.output.contains(
        "2 players have a name already on the roster or earlier in \(file) (ann, Bob). "
          + "Add them anyway, skip them, or choose for each? [add/skip/each/y/n] n\n"
          + "Nothing was imported from \(file)."))
    let ended = await app.run(["login coach", "secret-pw", "import \(file)"])
    #expect(ended.output.contains("Nothing was imported from \(file)."))
    #expect(try await roster(of: "coach", in: app.openStore()).map(\.name) == ["Ann"])

    let allowed = await app.run([
      "login coach", "secret-pw", "import \(file) --allow-duplicates", "quit",
    ])
    #expect(allowed.output.contains("Imported 3 players from \(file)."))
    #expect(!allowed.output.contains("[add/skip/each/y/n]"))
    #expect(
      try await roster(of: "coach", in: app.openStore()).map(\.name) == [
        "Ann", "ann", "Bob", "Bob",
      ])
  }

  @Test func invalidJSONNamesTheLineAndColumnWhereReadingStopped() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed("coach", password: "secret-pw", players: [])
    let file = app.directory.path("team.json")
    try Data("[\n  {\"name\": \"Ann\"},\n  {\"name\": Bob}\n]\n".utf8).write(
      to: URL(fileURLWithPath: file))

    let run = await app.run(["login coach", "secret-pw", "import \(file)", "quit"])
    #expect(
      run.output.contains(
        "\n  line 3, column 12: the file is not valid JSON: expected a value (text in double "
          + "quotes, a number, [ or {), found 'B'\n"))
    #expect(try await roster(of: "coach", in: app.openStore()).isEmpty)
  }

  @Test func formulaLikeNamesRoundTripThroughACSVFileExactly() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    let names = ["=1+1", "+44 Bo", "-Cy", "@Dee", "'=Eve", "'Tis Fay"]
    try await app.seed("coach", password: "secret-pw", players: names.map { PlayerDraft(name: $0) })
    try await app.seed("copy", password: "secret-pw", players: [])
    let file = app.directory.path("roster.csv")

    _ = await app.run(["login coach", "secret-pw", "export csv \(file)", "quit"])
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(
      text.split(separator: "\n").map { $0.prefix(while: { $0 != "," }) }.dropFirst() == [
        "'=1+1", "'+44 Bo", "'-Cy", "'@Dee", "''=Eve", "'Tis Fay",
      ])
    _ = await app.run(["login copy", "secret-pw", "import \(file)", "quit"])
    #expect(try await roster(of: "copy", in: app.openStore()).map(\.name) == names)
  }

  @Test func anExportPrintedToAPipeKeepsTheExactBytes() async throws {
    let app = try AppHarness()
    defer { app.directory.remove() }
    try await app.seed(
      "coach", password: "secret-pw", players: [PlayerDraft(name: "E\u{1B}]0;T\u{7}x")])
    let run = await app.run(["login coach", "secret-pw", "export csv", "quit"])
    #expect(
      run.output.contains(
        "players> export csv\nname,age,favouriteTeam,position,skill\nE\u{1B}]0;T\u{7}x,,,,\n"))
  }
}
