import Domain
import Testing

struct NumberListTests {
  @Test func numbersAndRangesInTheOrderTyped() throws {
    #expect(try NumberList.numbers(["1", "3", "5-7"], in: 10) == [1, 3, 5, 6, 7])
    #expect(try NumberList.numbers(["2,4", "4"], in: 5) == [2, 4])
  }

  @Test(arguments: [
    (["0"], "there is no player 0; choose a number from 1 to 5"),
    (["999"], "there is no player 999; choose a number from 1 to 5"),
    (["x"], "'x' is not a number; type a player number from the list"),
    (["4-2"], "the range '4-2' runs backwards; write it as 2-4"),
    (["1-2-3"], "'1-2-3' is not a number or a range like 5-7"),
    ([], "type one or more player numbers, e.g. 1 3 5-7"),
  ])
  func badSelectionsSayWhatToType(words: [String], message: String) {
    #expect(throws: FootballGatherError.invalidInput(message)) {
      try NumberList.numbers(words, in: 5)
    }
  }

  @Test func aNumberTooLargeForAnyPlayerIsNoSuchPlayer() {
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no player 9223372036854775807; choose a number from 1 to 9")
    ) {
      try NumberList.numbers(["1-9223372036854775807"], in: 9)
    }
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no player 99999999999999999999…; choose a number from 1 to 9")
    ) {
      try NumberList.number(String(repeating: "9", count: 100_000), in: 9)
    }
    #expect(throws: FootballGatherError.invalidInput("there is no player to choose")) {
      try NumberList.number("1", in: 0)
    }
  }
}
