import Domain
import Testing

struct WholeNumberTests {
  @Test(arguments: [
    ("7", 7), (" 42 ", 42), ("+3", 3), ("-5", -5), ("007", 7),
    ("999999999999999999", 999_999_999_999_999_999),
    ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min),
  ])
  func wholeNumbersAreRead(text: String, value: Int) throws {
    #expect(try WholeNumber.parse(text, in: Int.min...Int.max) == value)
  }

  @Test(arguments: ["", " ", "x", "2.5", "3-", "1e3", "٣", "１", "--1", "+", "0x10", "1 2"])
  func whatIsNotAWholeNumberIsRefusedWithTheRange(text: String) {
    #expect(throws: NumberRefusal(.notWhole, text: text, range: 1...3)) {
      try WholeNumber.parse(text, in: 1...3)
    }
  }

  @Test(arguments: [
    "0", "4", "-9223372036854775808", "9223372036854775807", "9223372036854775808",
    "-9223372036854775809", String(repeating: "9", count: 5_000),
  ])
  func numbersOutsideTheRangeAreRefusedNeverTrapped(text: String) {
    #expect(throws: NumberRefusal(.outOfRange, text: text, range: 1...3)) {
      try WholeNumber.parse(text, in: 1...3)
    }
  }

  @Test func theMessageNamesTheRangeAndEchoesAShortPrefix() {
    #expect(
      NumberRefusal(.outOfRange, text: "0", range: 1...3).message
        == "'0' is out of range; type a whole number from 1 to 3")
    #expect(
      NumberRefusal(.notWhole, text: "abc", range: 5...99).message
        == "'abc' is not a whole number; type one from 5 to 99")
    let long = NumberRefusal(.notWhole, text: String(repeating: "x", count: 100_000), range: 1...2)
    #expect(long.echo == String(repeating: "x", count: 20) + "…")
    #expect(
      NumberRefusal(.outOfRange, text: "1", range: Int.min...Int.max).message.hasSuffix(
        "from -9223372036854775808 to 9223372036854775807"))
  }

  @Test func aPairHasExactlyOneSeparator() throws {
    #expect(try WholeNumber.pair("3-2", separatedBy: ["-"], in: 0...99, 0...99) == (3, 2))
    #expect(try WholeNumber.pair("25:00", separatedBy: [":"], in: 0...999, 0...59) == (25, 0))
    for text in ["3-2-1", "-3-2", "3-", "3", "a-b", "+3-2"] {
      #expect(throws: NumberRefusal.self) {
        try WholeNumber.pair(text, separatedBy: ["-"], in: 0...99, 0...99)
      }
    }
    #expect(throws: NumberRefusal(.outOfRange, text: "9223372036854775807", range: 0...99)) {
      try WholeNumber.pair("9223372036854775807-0", separatedBy: ["-"], in: 0...99, 0...99)
    }
  }

  @Test func skillsAndPositionsByAnyNumberNeverTrap() {
    for text in ["-9223372036854775808", "9223372036854775807", "0", "-1", "99999999999999999999"] {
      #expect(Skill(parsing: text) == nil)
      #expect(Position(parsing: text) == nil)
    }
    #expect(Skill(parsing: "3") == .professional)
    #expect(Position(parsing: "1") == .goalkeeper)
  }

  @Test func scoresAndAgesTooLargeAreRefused() {
    #expect(Score(typed: "9223372036854775807-0") == nil)
    #expect(Score(parsing: "9223372036854775808-0") == nil)
    #expect(Score(parsing: "9223372036854775807-0")?.teamA == Int.max)
    #expect(throws: FootballGatherError.self) {
      try PlayerRules.validateAge("-9223372036854775808")
    }
  }
}
