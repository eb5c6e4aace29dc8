import Domain
import Testing

/// A name, or the start of one, wherever a screen takes a player's number (issue 36: `goal a
/// Ann` was refused, and a player's number changed between screens).
struct NumberedNameTests {
  static let players = [
    NumberedName(number: 4, name: "Thomas"), NumberedName(number: 7, name: "José Álvarez"),
    NumberedName(number: 9, name: "Joss"), NumberedName(number: 12, name: "Gus"),
    NumberedName(number: 19, name: "Yann Le Gall"), NumberedName(number: 20, name: "Jo"),
  ]

  @Test(
    "a name, a unique start of it or of one of its words, any case or accent",
    arguments: [
      ("Thomas", 4), ("thom", 4), ("GUS", 12), ("alv", 7), ("álvarez", 7), ("jose", 7),
      ("jo", 20), ("joss", 9), ("gall", 19), ("Yann Le Gall", 19), ("12", 12), ("4", 4),
    ])
  func aNameOrItsStartIsTheNumber(typed: String, number: Int) throws {
    #expect(try NumberList.number(typed, in: 20, names: Self.players) == number)
  }

  @Test func aStartThatFitsSeveralNamesThemAndAsksForMore() {
    #expect(
      throws: FootballGatherError.invalidInput(
        "'jos' could be José Álvarez (7) or Joss (9); type more of the name, or the number")
    ) { try NumberList.number("jos", in: 20, names: Self.players) }
  }

  @Test func aNameNobodyHasSaysWhatToType() {
    #expect(
      throws: FootballGatherError.invalidInput(
        "no player here is called 'zed'; type their number or the start of their name")
    ) { try NumberList.number("zed", in: 20, names: Self.players) }
  }

  @Test func numbersAreReadAsBeforeWhateverTheNames() {
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no player 21; choose a number from 1 to 20")
    ) { try NumberList.number("21", in: 20, names: Self.players) }
  }
}
