import Domain
import Testing

/// The names in a sign-up list as chats write it, and which player each one means.
struct SignUpLineTests {
  @Test(arguments: [
    ("1. Ann", "Ann", 0), ("2) Bob ✅", "Bob", 0), ("Carl +1", "Carl", 1),
    ("- Dee (late)", "Dee", 0), ("12. José  Silva 👍", "José Silva", 0), ("* Zoë +2 ✅", "Zoë", 2),
    ("• Ann-Marie O'Neil", "Ann-Marie O'Neil", 0), ("  Bob  ", "Bob", 0), ("3 - Ann", "Ann", 0),
  ])
  func aLineGivesTheNameAndTheFriends(line: String, name: String, bringing: Int) throws {
    let signUp = try #require(SignUpLine(line))
    #expect(signUp.name == name)
    #expect(signUp.bringing == bringing)
  }

  @Test(arguments: ["", "   ", "1.", "✅ 👍", "Saturday 10:00:", "Who is in?:", "+1"])
  func aLineWithoutANameHoldsNone(line: String) {
    #expect(SignUpLine(line) == nil)
  }

  static let roster = [
    Player(id: 1, name: "Ann Lee"), Player(id: 2, name: "Thomas Müller"),
    Player(id: 3, name: "Dan Lee"), Player(id: 4, name: "Dana Fox"), Player(id: 5, name: "Ann"),
  ]

  @Test func aWholeNameBeatsAStartAndAccentsAndCaseDoNotCount() {
    #expect(SignUpMatch("ANN", among: Self.roster) == .player(Self.roster[4]))
    #expect(SignUpMatch("muller", among: Self.roster) == .player(Self.roster[1]))
    #expect(SignUpMatch("thom", among: Self.roster) == .player(Self.roster[1]))
    #expect(SignUpMatch("Dana", among: Self.roster) == .player(Self.roster[3]))
  }

  @Test func twoPlayersThatFitAreAmbiguousAndNoneIsNone() {
    #expect(SignUpMatch("dan", among: Self.roster) == .ambiguous([Self.roster[2], Self.roster[3]]))
    #expect(SignUpMatch("lee", among: Self.roster) == .ambiguous([Self.roster[0], Self.roster[2]]))
    #expect(SignUpMatch("Zed", among: Self.roster) == .none)
    #expect(
      SignUpMatch("thom", among: [Self.roster[1]], complete: false) != .player(Self.roster[1]))
  }
}
