import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import PlayerDetailFeature

struct PlayerDetailInteractorTests {
  @Test(.tags(.playerDetailListsEveryField))
  func groupsPersonalFieldsThenHowThePlayerPlays() {
    let profile = PlayerDetailInteractor(
      gatherService: FakeGatherService(), playerService: FakePlayerService()
    ).profile(of: .bob)
    #expect(profile.player == .bob)
    #expect(
      profile.sections == [
        .init(title: "Personal", fields: [.name, .age, .favouriteTeam]),
        .init(title: "Play", fields: [.position, .skill]),
      ])
  }

  @Test(.tags(.playerDetailListsEveryField))
  func everyFieldOfAPlayerIsShownOnce() {
    let fields = PlayerDetailInteractor(
      gatherService: FakeGatherService(), playerService: FakePlayerService()
    ).profile(of: .ann).fields
    #expect(Set(fields) == Set(PlayerField.allCases))
    #expect(fields.count == PlayerField.allCases.count)
  }

  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func rowsOutsideTheProfileHaveNoField() {
    let profile = PlayerDetailInteractor(
      gatherService: FakeGatherService(), playerService: FakePlayerService()
    ).profile(of: .ann)
    #expect(profile.field(at: 2) == .favouriteTeam)
    #expect(profile.field(at: 5) == nil)
    #expect(profile.field(at: -1) == nil)
  }
}

/// `edit age 30` saves over the player as stored now: another client's name is kept.
struct PlayerDetailSaveTests {
  @Test(.tags(.playerEditSavesOnlyItsField))
  func aOneLineEditChangesOnlyItsFieldOfThePlayerAsStoredNow() async throws {
    let players = FakePlayerService(players: [Player(id: 1, name: "Ann", age: 20)])
    let interactor = PlayerDetailInteractor(
      gatherService: FakeGatherService(), playerService: players)
    var edit = PlayerFieldEdit(player: Player(id: 1, name: "Old name", age: 20), field: .age)
    try edit.enter("30")
    let saved = try await interactor.save(edit)
    #expect(saved == Player(id: 1, name: "Ann", age: 30))
    #expect(players.players == [saved])
  }
}
