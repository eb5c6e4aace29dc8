import Domain
import Testing

/// One rule for every name: player names, clubs, team names and usernames refuse the same
/// characters, typed or imported.
struct NameRuleTests {
  static let forbidden: [(String, String)] = [
    ("nul\u{0}", "a NUL character (\\u{0})"), ("a\u{1B}[2Jb", "a control character (\\u{1B})"),
    ("tab\there", "a control character (\\u{9})"), ("line\nbreak", "a control character (\\u{A})"),
    ("c1\u{9B}31m", "a control character (\\u{9B})"),
    ("del\u{7F}", "a control character (\\u{7F})"),
    ("x\u{202E}y", "a bidirectional control character (\\u{202E})"),
    ("iso\u{2066}late", "a bidirectional control character (\\u{2066})"),
    ("para\u{2029}graph", "a line or paragraph separator (\\u{2029})"),
  ]

  @Test(arguments: forbidden)
  func everyKindOfNameRefusesTheSameCharacters(text: String, kind: String) {
    #expect(throws: FootballGatherError.invalidInput("the name contains \(kind); remove it")) {
      try PlayerRules.validateName(text)
    }
    #expect(
      throws: FootballGatherError.invalidInput("the favourite club contains \(kind); remove it")
    ) { try PlayerRules.validateFavouriteTeam(text) }
    #expect(throws: FootballGatherError.invalidInput("a team name contains \(kind); remove it")) {
      try TeamNames.standard.renaming(.teamA, to: text)
    }
    #expect(throws: FootballGatherError.invalidInput("the username contains \(kind); remove it")) {
      try NameRule.username(text)
    }
  }

  /// Plain ASCII names take a shorter path; it must answer as the full rule does.
  @Test func plainNamesAreTrimmedMeasuredAndRefusedAsAnyOther() throws {
    #expect(try PlayerRules.validateName("Ann 5") == "Ann 5")
    #expect(try PlayerRules.validateName(" \t Ann  5 \r\n") == "Ann  5")
    #expect(try PlayerRules.validateFavouriteTeam("  Club 7 ") == "Club 7")
    #expect(try PlayerRules.validateFavouriteTeam(" \t ") == nil)
    #expect(try PlayerRules.validateName(String(repeating: "a", count: 50)).count == 50)
    #expect(throws: FootballGatherError.invalidInput("the name cannot be empty")) {
      try PlayerRules.validateName(" \r\n ")
    }
    #expect(
      throws: FootballGatherError.invalidInput(
        "the name is longer than 50 characters; shorten it")
    ) { try PlayerRules.validateName(" " + String(repeating: "a", count: 51)) }
    #expect(
      throws: FootballGatherError.invalidInput(
        "the name contains a control character (\\u{1F}); remove it")
    ) { try PlayerRules.validateName("Ann\u{1F}") }
  }

  @Test func namesAreTrimmedAndKeepLettersOfEveryScript() throws {
    #expect(try PlayerRules.validateName("  Zoë 李 👍🏽 O'Neil ") == "Zoë 李 👍🏽 O'Neil")
    #expect(try NameRule.username(" ann smith ") == "ann smith")
    #expect(throws: FootballGatherError.self) { try NameRule.username("ann:smith") }
    #expect(throws: FootballGatherError.self) {
      try NameRule.username(String(repeating: "a", count: 31))
    }
  }
}
