import Domain
import Testing

@testable import RosterFiles

struct RosterCodecTests {
  /// Names that break naive files: quotes, commas, line breaks, non-ASCII, emoji.
  static let tricky = [
    Player(
      id: 1, name: "Zoë \"Zee\" O'Neil, Jr.", age: 31, skill: .professional, position: .winger,
      favouriteTeam: "Atlético, \"Madrid\""),
    Player(id: 2, name: "Ann\nMarie", favouriteTeam: "São Paulo\r\nFC"),
    Player(id: 3, name: "Łukasz 🦁 Ünal", age: 5, skill: .beginner),
    Player(id: 4, name: "Bo\tB", position: .goalkeeper),
  ]

  /// The tricky players a file may bring back: no control characters in a name or club.
  static let importable = tricky.filter { ![2, 4].contains($0.id) }

  @Test(arguments: RosterFormat.allCases)
  func aRoundTripReproducesEveryField(format: RosterFormat) throws {
    let text = try RosterCodec.encode(Self.importable, as: format)
    let drafts = try RosterCodec.drafts(from: text, as: format)
    #expect(drafts == Self.importable.map(\.draft))
  }

  /// Players stored before names were checked (a line break, a tab) are exported as they
  /// are, and the import refuses exactly those rows, by the rule typing applies.
  @Test(arguments: RosterFormat.allCases)
  func namesWithControlCharactersAreExportedButNotImportedBack(format: RosterFormat) throws {
    let text = try RosterCodec.encode(Self.tricky, as: format)
    #expect(throws: RosterFileError.self) { try RosterCodec.drafts(from: text, as: format) }
    do {
      _ = try RosterCodec.drafts(from: text, as: format)
    } catch .invalidRows(let problems) {
      #expect(
        problems.map(\.reason) == [
          "the name contains a control character (\\u{A}); remove it",
          "the name contains a control character (\\u{9}); remove it",
        ])
    }
  }

  @Test func csvQuotesOnlyWhatNeedsQuoting() throws {
    let lines = [
      #"name,age,favouriteTeam,position,skill"#,
      #""Zoë ""Zee"" O'Neil, Jr.",31,"Atlético, ""Madrid""",winger,professional"#,
      "\"Ann\nMarie\",,\"São Paulo\r\nFC\",,",
    ]
    #expect(
      try RosterCodec.encode(Array(Self.tricky.prefix(2)), as: .csv)
        == lines.joined(separator: "\n") + "\n")
  }

  @Test func jsonLeavesUnsetFieldsOut() throws {
    #expect(
      try RosterCodec.encode([Player(id: 1, name: "Ann", position: .goalkeeper)], as: .json) == """
        [
          {
            "name" : "Ann",
            "position" : "goalkeeper"
          }
        ]

        """)
  }

  @Test func csvColumnsMayComeInAnyOrderAndCase() throws {
    let text = "Skill,NAME\nPRO,Ann\n\n,Bob\n"
    #expect(
      try RosterCodec.drafts(from: text, as: .csv) == [
        PlayerDraft(name: "Ann", skill: .professional), PlayerDraft(name: "Bob"),
      ])
  }

  @Test func clubTheFormsWordReadsAsTheFavouriteTeamInBothFormats() throws {
    let csv = "name,Club\nAnn,Arsenal\n"
    let json = #"[{"name": "Ann", "club": "Arsenal"}]"#
    let ann = PlayerDraft(name: "Ann", favouriteTeam: "Arsenal")
    #expect(try RosterCodec.drafts(from: csv, as: .csv) == [ann])
    #expect(try RosterCodec.drafts(from: json, as: .json) == [ann])
    #expect(
      throws: RosterFileError.self,
      performing: {
        try RosterCodec.drafts(
          from: #"[{"name": "Ann", "club": "A", "favouriteTeam": "B"}]"#, as: .json)
      })
  }

  @Test func aByteOrderMarkIsIgnored() throws {
    #expect(try RosterCodec.drafts(from: "\u{FEFF}name\nAnn\n", as: .csv) == [.init(name: "Ann")])
  }

  @Test func theFormatComesFromTheExtensionElseFromTheText() {
    #expect(RosterFormat(path: "team.JSON", contents: "name") == .json)
    #expect(RosterFormat(path: "team.csv", contents: "[") == .csv)
    #expect(RosterFormat(path: "team", contents: "  [{}]") == .json)
    #expect(RosterFormat(path: "./team.txt", contents: "name\nAnn") == .csv)
    #expect(RosterFormat(name: "Json") == .json)
    #expect(RosterFormat(name: "xml") == nil)
  }

  /// Names a spreadsheet would run as formulas, and names that really start with `'`.
  static let formulaLike = [
    "=HYPERLINK(\"http://x\",\"y\")", "+1", "-2", "@SUM(A1)", "\tTab", "\rCR", "'=x", "''+y",
    "'Tis", "'", "Ann-Marie", "O'Neil",
  ]

  @Test func csvWritesFormulaLikeFieldsAsTextWithALeadingQuote() throws {
    let players = [
      Player(id: 1, name: "=1+1", favouriteTeam: "@Team"), Player(id: 2, name: "-Bo"),
      Player(id: 3, name: "'=x"), Player(id: 4, name: "'Tis"),
    ]
    let lines = try RosterCodec.encode(players, as: .csv).split(separator: "\n")
    #expect(lines.dropFirst() == ["'=1+1,,'@Team,,", "'-Bo,,,,", "''=x,,,,", "'Tis,,,,"])
  }

  @Test(arguments: formulaLike)
  func csvRoundTripOfAFormulaLikeNameIsExact(name: String) throws {
    let player = Player(id: 1, name: name, favouriteTeam: name)
    let record = try #require(
      try RosterCodec.decodeCSV(RosterCodec.encodeCSV([player])).records.first)
    #expect(record.fields["name"] == name)
    #expect(record.fields["favouriteTeam"] == name)
  }

  @Test func aHandWrittenQuoteBeforeAFormulaIsTakenOffButNotBeforeText() throws {
    let text = "name,favouriteTeam\n'=Ann,'Tis FC\n"
    let drafts = try RosterCodec.drafts(from: text, as: .csv)
    #expect(drafts.map(\.name) == ["=Ann"])
    #expect(drafts.map(\.favouriteTeam) == ["'Tis FC"])
  }

  @Test func jsonKeepsFormulaLikeNamesAsTheyAre() throws {
    let text = try RosterCodec.encode([Player(id: 1, name: "=1+1")], as: .json)
    #expect(text.contains("\"=1+1\""))
    #expect(try RosterCodec.drafts(from: text, as: .json).map(\.name) == ["=1+1"])
  }
}
