import Domain
import Testing

struct PlayerRulesTests {
  @Test func namesAreTrimmed() throws {
    #expect(try PlayerRules.validateName("  Ann Marie \n") == "Ann Marie")
  }

  @Test func blankAndOverlongNamesAreRefusedWithWhatToDo() {
    #expect(throws: FootballGatherError.invalidInput("the name cannot be empty")) {
      try PlayerRules.validateName("   ")
    }
    #expect(throws: FootballGatherError.self) {
      try PlayerRules.validateName(String(repeating: "x", count: 51))
    }
  }

  @Test(arguments: ["abc", "-3", "4", "100", "12.5"])
  func agesOutsideTheRangeOrNotWholeAreRefused(text: String) {
    #expect(
      throws: FootballGatherError.invalidInput("the age must be a whole number from 5 to 99")
    ) { try PlayerRules.validateAge(text) }
  }

  @Test func aBlankAgeMeansNotSet() throws {
    #expect(try PlayerRules.validateAge(" ") == nil)
    #expect(try PlayerRules.validateAge("42") == 42)
  }

  @Test func aBlankFavouriteTeamMeansNotSet() throws {
    #expect(try PlayerRules.validateFavouriteTeam("") == nil)
    #expect(try PlayerRules.validateFavouriteTeam(" Real Madrid ") == "Real Madrid")
  }

  @Test func aNulCharacterIsRefusedInANameOrTeam() {
    #expect(
      throws: FootballGatherError.invalidInput(
        "the name contains a NUL character (\\u{0}); remove it")
    ) { try PlayerRules.validateName("A\u{0}B") }
    #expect(
      throws: FootballGatherError.invalidInput(
        "the favourite club contains a NUL character (\\u{0}); remove it")
    ) { try PlayerRules.validateFavouriteTeam("FC\u{0}") }
  }
}
