import Domain
import Testing

struct PlayerFieldEditTests {
  let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)

  @Test func textIsComparedIgnoringCaseAsTheOriginalDid() throws {
    var edit = PlayerFieldEdit(player: ann, field: .name)
    #expect(!edit.hasChanges)
    try edit.enter("ANN")
    #expect(!edit.hasChanges)
    try edit.enter("Annie")
    #expect(edit.hasChanges)
    #expect(edit.edited.name == "Annie")
  }

  @Test func choosingTheCurrentOptionChangesNothing() throws {
    var edit = PlayerFieldEdit(player: ann, field: .position)
    #expect(edit.choices == ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"])
    try edit.choose(at: 0)
    #expect(!edit.hasChanges)
    try edit.choose(at: 3)
    #expect(edit.edited.position == .winger)
    #expect(edit.hasChanges)
  }

  @Test func clearingASetValueIsAChange() throws {
    var edit = PlayerFieldEdit(
      player: Player(id: 1, name: "Ann", favouriteTeam: "Ajax"), field: .favouriteTeam)
    try edit.enter("  ")
    #expect(edit.edited.favouriteTeam == nil)
    #expect(edit.hasChanges)
  }

  @Test(arguments: [
    (PlayerField.name, "", "the name cannot be empty"),
    (.age, "abc", "the age must be a whole number from 5 to 99"),
    (.age, "-3", "the age must be a whole number from 5 to 99"),
    (
      .skill, "expert",
      "there is no skill 'expert'; give one of beginner, amateur, professional, the start of one or its number"
    ),
  ])
  func aRefusedValueChangesNothing(field: PlayerField, text: String, message: String) {
    var edit = PlayerFieldEdit(player: ann, field: field)
    #expect(throws: FootballGatherError.invalidInput(message)) { try edit.enter(text) }
    #expect(edit.edited == ann)
  }

  @Test func anOptionThatIsNotThereChangesNothing() {
    var edit = PlayerFieldEdit(player: ann, field: .skill)
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no skill 9; choose a number from the list")
    ) { try edit.choose(at: 8) }
    #expect(edit.edited == ann)
    var text = PlayerFieldEdit(player: ann, field: .age)
    #expect(throws: FootballGatherError.self) { try text.choose(at: 0) }
  }
}
