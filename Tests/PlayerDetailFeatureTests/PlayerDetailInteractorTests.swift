import Domain
import TestSupport
import Testing

@testable import PlayerDetailFeature

struct PlayerDetailInteractorTests {
  @Test func groupsPersonalFieldsThenHowThePlayerPlays() {
    let profile = PlayerDetailInteractor(gatherService: FakeGatherService()).profile(of: .bob)
    #expect(profile.player == .bob)
    #expect(
      profile.sections == [
        .init(title: "Personal", fields: [.name, .age, .favouriteTeam]),
        .init(title: "Play", fields: [.position, .skill]),
      ])
  }

  @Test func everyFieldOfAPlayerIsShownOnce() {
    let fields = PlayerDetailInteractor(gatherService: FakeGatherService()).profile(of: .ann).fields
    #expect(Set(fields) == Set(PlayerField.allCases))
    #expect(fields.count == PlayerField.allCases.count)
  }

  @Test func rowsOutsideTheProfileHaveNoField() {
    let profile = PlayerDetailInteractor(gatherService: FakeGatherService()).profile(of: .ann)
    #expect(profile.field(at: 2) == .favouriteTeam)
    #expect(profile.field(at: 5) == nil)
    #expect(profile.field(at: -1) == nil)
  }
}
