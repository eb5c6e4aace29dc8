import Domain
import Presentation
import Testing

/// A name, or the start of one, wherever the match screen takes a player's number (issue
/// 36): `GatherInput` reads them through Domain's `NumberList`.
struct GatherInputNamesTests {
  static let players = [
    NumberedName(number: 4, name: "Thomas"), NumberedName(number: 7, name: "José Álvarez"),
    NumberedName(number: 9, name: "Joss"), NumberedName(number: 12, name: "Gus"),
    NumberedName(number: 19, name: "Yann Le Gall"), NumberedName(number: 20, name: "Jo"),
  ]

  @Test func theMatchScreenTakesNamesForEveryPlayerItTakesANumberFor() throws {
    let names = Self.players
    #expect(
      try GatherInput.goal(["a", "Thomas"], highestNumber: 20, names: names) == (.teamA, 4, false))
    #expect(
      try GatherInput.goal(["b", "og", "yann", "le", "gall"], highestNumber: 20, names: names) == (
        .teamB, 19, true
      ))
    #expect(
      try GatherInput.lineUp("sub", ["gus", "thom"], highestNumber: 20, names: names)
        == .substitute(off: 12, on: 4))
    #expect(
      try GatherInput.lineUp("bench", ["Yann", "Le", "Gall"], highestNumber: 20, names: names)
        == .move(number: 19, to: .bench))
    #expect(throws: FootballGatherError.self) {
      try GatherInput.lineUp("bench", ["1", "2"], highestNumber: 20, names: names)
    }
    let numbered = names + [NumberedName(number: 21, name: "Thomas Le Gall 2")]
    #expect(
      try GatherInput.goal(["a", "thomas", "le", "gall", "2"], highestNumber: 21, names: numbered)
        == (.teamA, 21, false))
  }
}
