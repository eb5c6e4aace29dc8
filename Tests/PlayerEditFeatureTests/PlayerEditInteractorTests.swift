import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import PlayerEditFeature

struct PlayerEditInteractorTests {
  @Test(.tags(.playerEditSavesATypedValue))
  func savesThePlayerWithTheNewValue() async throws {
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

  @Test(.tags(.playerEditSavesOnlyItsField))
  func onlyTheEditedFieldIsWrittenOverWhatIsStoredNow() async throws {
    var renamedElsewhere = Player.ann
    renamedElsewhere.name = "Annie"
    let service = FakePlayerService(players: [renamedElsewhere])
    var edit = PlayerFieldEdit(player: .ann, field: .age)
    try edit.enter("31")
    let saved = try await PlayerEditInteractor(playerService: service).save(edit)
    #expect(saved.name == "Annie" && saved.age == 31)
    #expect(service.players == [saved])
  }

  @Test(.tags(.playerEditRefusedSaveStaysOnTheForm))
  func aServiceFailureComesBackAsAUserReadableError() async throws {
    let service = FakePlayerService(players: [])
    var edit = PlayerFieldEdit(player: .ann, field: .position)
    try edit.choose(at: 1)
    await #expect(throws: FootballGatherError.notFound("player 1")) {
      try await PlayerEditInteractor(playerService: service).save(edit)
    }
  }
}
