import Domain
import TestSupport
import Testing

@testable import PlayerEditFeature

struct PlayerEditInteractorTests {
  @Test func savesThePlayerWithTheNewValue() async throws {
    let service = FakePlayerService(players: [.ann])
    var edit = PlayerFieldEdit(player: .ann, field: .age)
    try edit.enter(" 31 ")
    let saved = try await PlayerEditInteractor(playerService: service).save(edit)
    var expected = Player.ann
    expected.age = 31
    #expect(saved == expected)
    #expect(service.players == [expected])
    #expect(service.calls == [.player(Player.ann.id), .update(expected)])
  }

  @Test func onlyTheEditedFieldIsWrittenOverWhatIsStoredNow() async throws {
    var renamedElsewhere = Player.ann
    renamedElsewhere.name = "Annie"
    let service = FakePlayerService(players: [renamedElsewhere])
    var edit = PlayerFieldEdit(player: .ann, field: .age)
    try edit.enter("31")
    let saved = try await PlayerEditInteractor(playerService: service).save(edit)
    #expect(saved.name == "Annie" && saved.age == 31)
    #expect(service.players == [saved])
  }

  @Test func aServiceFailureComesBackAsAUserReadableError() async throws {
    let service = FakePlayerService(players: [])
    var edit = PlayerFieldEdit(player: .ann, field: .position)
    try edit.choose(at: 1)
    await #expect(throws: FootballGatherError.notFound("player 1")) {
      try await PlayerEditInteractor(playerService: service).save(edit)
    }
  }
}

struct PlayerFieldEditTests {
  @Test func textIsComparedIgnoringCaseAsTheOriginalDid() throws {
    var edit = PlayerFieldEdit(player: .ann, field: .name)
    #expect(!edit.hasChanges)
    try edit.enter("ANN")
    #expect(!edit.hasChanges)
    try edit.enter("Annie")
    #expect(edit.hasChanges)
    #expect(edit.edited.name == "Annie")
  }

  @Test func choosingTheCurrentOptionChangesNothing() throws {
    var edit = PlayerFieldEdit(player: .ann, field: .position)
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
    var edit = PlayerFieldEdit(player: .ann, field: field)
    #expect(throws: FootballGatherError.invalidInput(message)) { try edit.enter(text) }
    #expect(edit.edited == .ann)
  }

  @Test func anOptionThatIsNotThereChangesNothing() {
    var edit = PlayerFieldEdit(player: .ann, field: .skill)
    #expect(
      throws: FootballGatherError.invalidInput(
        "there is no skill 9; choose a number from the list")
    ) { try edit.choose(at: 8) }
    #expect(edit.edited == .ann)
    var text = PlayerFieldEdit(player: .ann, field: .age)
    #expect(throws: FootballGatherError.self) { try text.choose(at: 0) }
  }
}
