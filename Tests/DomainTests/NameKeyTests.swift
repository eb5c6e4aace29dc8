import Domain
import Testing

/// Names are matched as people type them: without their accents or capitals.
struct NameKeyTests {
  @Test(arguments: [
    ("José Silva", "jose"), ("Thomas Müller", "muller"), ("Zoë", "ZOE"), ("Ann", "an"),
    ("Ångström", "angstrom"), ("Ñoño", "nono"), ("Çelik", "cel"),
  ])
  func aNameContainsWhatIsTypedWithoutAccentsOrCase(name: String, typed: String) {
    #expect(NameKey(name).contains(NameKey(typed)))
    #expect(PlayerMatches.name(name, contains: typed))
  }

  @Test func keysAreEqualForTheSameNameWrittenDifferently() {
    #expect(NameKey("Jose") == NameKey(" josé "))
    #expect(NameKey("Muller") == NameKey("MÜLLER"))
    #expect(NameKey("Ann") != NameKey("Anne"))
    #expect(NameKey("Bob").hasPrefix(NameKey("b")))
  }

  @Test func aSearchOfTheRosterFindsAccentedNamesByTheirPlainSpelling() {
    let roster = [
      Player(id: 1, name: "Ann"), Player(id: 2, name: "José"), Player(id: 3, name: "Josef"),
    ]
    let found = PlayerMatches(searching: roster, for: "jos", limit: 50)
    #expect(found.matches.map(\.position) == [1, 2])
    #expect(found.total == 2)
  }
}
