import Domain
import TestSupport
import Testing

@testable import PlayerAddFeature

struct PlayerAddInteractorTests {
  let service = FakePlayerService(players: [Player(id: 1, name: "Ann")])
  var interactor: PlayerAddInteractor { PlayerAddInteractor(playerService: service) }

  @Test func addsThePlayerWithEveryFieldTyped() async throws {
    var form = NewPlayerForm()
    try form.setName("  Zoë \"Zee\" O'Neil, Jr. ")
    try form.setAge("31")
    try form.setFavouriteTeam(" Real Madrid ")
    form.setPosition(.winger)
    form.setSkill(.professional)
    let player = try await interactor.add(form)
    let expected = PlayerDraft(
      name: "Zoë \"Zee\" O'Neil, Jr.", age: 31, skill: .professional, position: .winger,
      favouriteTeam: "Real Madrid")
    #expect(player == Player(id: 2, draft: expected))
    #expect(service.calls == [.create(expected)])
  }

  @Test func aNameAloneIsEnough() async throws {
    var form = NewPlayerForm()
    try form.setName("Bob")
    #expect(try await interactor.add(form) == Player(id: 2, name: "Bob"))
  }

  @Test func withoutANameNothingIsAdded() async {
    await #expect(
      throws: FootballGatherError.invalidInput("the player has no name yet")
    ) { try await interactor.add(NewPlayerForm()) }
    #expect(service.calls.isEmpty)
  }

  @Test func aServiceFailureComesBackAsAUserReadableError() async throws {
    var form = NewPlayerForm()
    try form.setName("Bob")
    service.setFailure(.storage("disk full"))
    await #expect(throws: FootballGatherError.storage("disk full")) {
      try await interactor.add(form)
    }
    #expect(service.players.map(\.name) == ["Ann"])
  }

  @Test(arguments: [
    ("name", "   ", "the name cannot be empty"),
    ("age", "abc", "the age must be a whole number from 5 to 99"),
    ("age", "-3", "the age must be a whole number from 5 to 99"),
    (
      "team", String(repeating: "x", count: 51),
      "the favourite club is longer than 50 characters; shorten it"
    ),
  ])
  func aRefusedValueLeavesTheFormAsItWas(field: String, text: String, message: String) throws {
    var form = NewPlayerForm()
    try form.setName("Ann")
    try form.setAge("30")
    try form.setFavouriteTeam("Ajax")
    let before = form
    #expect(throws: FootballGatherError.invalidInput(message)) {
      switch field {
      case "name": try form.setName(text)
      case "age": try form.setAge(text)
      default: try form.setFavouriteTeam(text)
      }
    }
    #expect(form == before)
  }

  @Test func aBlankAgeOrTeamClearsIt() throws {
    var form = NewPlayerForm()
    try form.setAge("30")
    try form.setFavouriteTeam("Ajax")
    try form.setAge(" ")
    try form.setFavouriteTeam("")
    #expect(form.values.age == nil)
    #expect(form.values.favouriteTeam == nil)
  }
}
