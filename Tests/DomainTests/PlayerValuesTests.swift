import Domain
import Testing

struct PlayerValuesTests {
  @Test(arguments: [
    ("gk", Position.goalkeeper), ("GK", .goalkeeper), ("Defender", .defender), ("def", .defender),
    ("mid", .midfielder), ("w", .winger), ("st", .striker), ("striker", .striker),
  ])
  func positionsParseFullNamesAndShortForms(text: String, position: Position) {
    #expect(Position(parsing: text) == position)
  }

  @Test(arguments: ["keeper", "Keeper", "goalie"])
  func keeperIsAPositionWordForTheGoalkeeper(word: String) {
    #expect(Position(parsing: word) == .goalkeeper)
    #expect(Position(parsing: "forward") == .striker)
  }

  @Test func unknownPositionsAreRefused() {
    #expect(Position(parsing: "keep it") == nil)
    #expect(Position(parsing: "") == nil)
    #expect(Position(parsing: "0") == nil)
    #expect(Position(parsing: "6") == nil)
  }

  @Test func positionsAndSkillsAlsoTakeAUniqueStartOrTheirNumberInTheList() {
    #expect(Position(parsing: "goal") == .goalkeeper)
    #expect(Position(parsing: "strik") == .striker)
    #expect(Position(parsing: "1") == .goalkeeper)
    #expect(Position(parsing: "5") == .striker)
    #expect(Skill(parsing: "3") == .professional)
    #expect(Skill(parsing: "1") == .beginner)
    #expect(Skill(parsing: "4") == nil)
  }

  @Test func shortFormsAreTheOnesOnTheTeamSheet() {
    #expect(Position.allCases.map(\.shortForm) == ["GK", "DEF", "MID", "W", "ST"])
  }

  @Test func skillsAreOrderedAndParseByUniquePrefix() {
    #expect(Skill.beginner < .amateur && Skill.amateur < .professional)
    #expect(Skill(parsing: "Pro") == .professional)
    #expect(Skill(parsing: "a") == .amateur)
    #expect(Skill(parsing: "expert") == nil)
  }

  @Test func aPlayerRoundTripsThroughItsDraft() {
    let player = Player(
      id: 7, name: "Zoë", age: 31, skill: .amateur, position: .winger, favouriteTeam: "Ajax")
    #expect(Player(id: 7, draft: player.draft) == player)
  }
}
