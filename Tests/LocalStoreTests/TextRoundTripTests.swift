import Domain
import Testing

@testable import LocalStore

@Suite("Text is stored verbatim")
struct TextRoundTripTests {
  private let fixture: StoreFixture

  init() throws {
    fixture = try StoreFixture()
  }

  static let awkwardTexts = [
    "O'Brien",
    "\"The Wall\"",
    "semi; colon; --",
    "'); DROP TABLE players;--",
    "Robert'); DELETE FROM users WHERE ('1' = '1",
    "⚽️🧤 Goalie 👩🏽‍🦱",
    "محمد صلاح",
    "שחקן מצטיין",
    "Ünïcödé Straße",
    "tab\tand\nnewline",
    "100% _wild_ [chars]",
    "?1 :name @x $y",
  ]

  @Test("player names and teams come back exactly as given", arguments: awkwardTexts)
  func playerText(text: String) async throws {
    let players = fixture.store.players(for: try await fixture.register("coach"))
    _ = try await players.createPlayer(PlayerDraft(name: text, favouriteTeam: text))
    try fixture.reopen()
    let reopened = fixture.store.players(
      for: try await fixture.store.auth.logIn(
        Credentials(username: "coach", password: "correct horse")
      ).user)
    #expect(try await reopened.allPlayers().map(\.name) == [text])
    #expect(try await reopened.allPlayers().map(\.favouriteTeam) == [text])
    let tables = try fixture.rawConnection().query(
      "SELECT name FROM sqlite_schema WHERE type = 'table' AND name = 'players'"
    ) { $0.text(0) }
    #expect(tables == ["players"])
  }

  @Test("usernames with quotes, emoji and right-to-left text register and log in")
  func usernameText() async throws {
    for name in ["O'Neil", "x'); DROP TABLE users;--", "⚽️ ana", "مستخدم"] {
      let user = try await fixture.register(name, password: "p'; --")
      let session = try await fixture.store.auth.logIn(
        Credentials(username: name, password: "p'; --"))
      #expect(session.user == user)
      #expect(user.username == name)
    }
  }

  @Test("a text with an embedded NUL keeps every byte")
  func embeddedNul() throws {
    let text = "before\0after"
    try fixture.store.database.write { db throws(FootballGatherError) in
      try SettingsTable.set(text, for: "nul", in: db)
    }
    let read = try fixture.store.database.read { db throws(FootballGatherError) in
      try SettingsTable.value(for: "nul", in: db)
    }
    #expect(read == text)
  }
}
