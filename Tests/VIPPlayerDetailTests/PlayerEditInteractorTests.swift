import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import VIPPlayerDetail

/// VIP's interactor tests: a request in, a response to the presenter (and the saved
/// player to the delegate) out.
@MainActor
struct PlayerEditInteractorTests {
  let ann = Player(id: 1, name: "Ann", age: 30, skill: .amateur)
  let presenter = SpyPlayerEditPresenter()
  let delegate = RecordingEditDelegate()

  func interactor(_ field: PlayerField, service: FakePlayerService) -> PlayerEditInteractor {
    PlayerEditInteractor(
      presenter: presenter, edit: PlayerFieldEdit(player: ann, field: field), service: service,
      delegate: delegate)
  }

  @Test(.tags(.playerEditRefusesABadValue)) func aRefusedValueIsAResponseAndChangesNothing() {
    presenter.expect(.presentChange)
    interactor(.age, service: FakePlayerService()).change(request: .enter("old"))
    guard case .refused(let error) = presenter.changes.first else {
      Issue.record("expected a refusal, got \(presenter.changes)")
      return
    }
    #expect(error == .invalidInput("the age must be a whole number from 5 to 99"))
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber, .playerEditSavesATypedValue))
  func aSaveTellsTheDelegateThenThePresenter() async {
    presenter.expect(.presentChange, .presentSave)
    let service = FakePlayerService(players: [ann])
    let interactor = interactor(.skill, service: service)
    interactor.change(request: .choose(index: 2))
    await interactor.save(request: .init())
    var saved = ann
    saved.skill = .professional
    #expect(delegate.players == [saved])
    #expect(service.players == [saved])
    guard case .saved(let player, _) = presenter.saves.first else {
      Issue.record("expected a save, got \(presenter.saves)")
      return
    }
    #expect(player == saved)
  }

  @Test(.tags(.playerEditRefusesABadValue)) func nothingToSaveWritesNothing() async {
    presenter.expect(.presentSave)
    let service = FakePlayerService(players: [ann])
    await interactor(.age, service: service).save(request: .init())
    #expect(service.calls.isEmpty)
    #expect(delegate.players.isEmpty)
  }
}

/// VIP's presenter tests: a response in, the view model out.
@MainActor
struct PlayerEditPresenterTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let view = SpyPlayerEditDisplay()

  @Test(.tags(.playerEditSavesATypedValue)) func aChangeIsDescribedWithTheOldValue() {
    view.expect(.displayChange)
    var edit = PlayerFieldEdit(player: ann, field: .age)
    try? edit.enter("31")
    PlayerEditPresenter(view: view).presentChange(response: .changed(edit))
    #expect(
      view.changes == [
        .message("New age: 31 (was 30). Type 'save' to keep it or 'back' to leave it as it was.")
      ])
  }

  @Test(.tags(.playerEditAsksBeforeLeavingAChange)) func leavingAskOnlyWhenSomethingWouldBeLost()
    async
  {
    view.expect(.displayLeave)
    let presenter = PlayerEditPresenter(view: view)
    var edit = PlayerFieldEdit(player: ann, field: .name)
    await presenter.presentLeave(response: .init(edit: edit))
    try? edit.enter("Annie")
    await presenter.presentLeave(response: .init(edit: edit))
    #expect(view.leaves.map(\.question) == [nil, "Leave without saving the new name (Annie)?"])
  }
}
