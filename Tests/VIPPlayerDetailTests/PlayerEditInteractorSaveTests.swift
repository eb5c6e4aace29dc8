import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import VIPPlayerDetail

/// VIP's edit interactor saving over the record as stored now, and a save the service
/// refuses: the response says so, nobody hears of a saved player, and the change stays.
@MainActor
struct PlayerEditInteractorSaveTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let presenter = SpyPlayerEditPresenter()
  let delegate = RecordingEditDelegate()

  func interactor(_ field: PlayerField, service: FakePlayerService) -> PlayerEditInteractor {
    PlayerEditInteractor(
      presenter: presenter, edit: PlayerFieldEdit(player: ann, field: field), service: service,
      delegate: delegate)
  }

  @Test(.tags(.playerEditSavesOnlyItsField))
  func aSaveWritesOnlyItsFieldOverAnotherClientsChange() async {
    presenter.expect(.presentChange, .presentSave)
    let service = FakePlayerService(players: [ann])
    let interactor = interactor(.age, service: service)
    interactor.change(request: .enter("31"))
    service.changeAsAnotherClient(id: 1) { $0.name = "Annie" }
    await interactor.save(request: .init())
    #expect(service.players.map(\.name) == ["Annie"])
    #expect(service.players.map(\.age) == [31])
    #expect(delegate.players.map(\.name) == ["Annie"])
  }

  @Test(.tags(.playerEditRefusedSaveStaysOnTheForm))
  func aRefusedSaveIsAFailureAndTheChangeStaysToSaveAgain() async {
    presenter.expect(.presentChange, .presentSave)
    let service = FakePlayerService(players: [ann])
    let interactor = interactor(.age, service: service)
    interactor.change(request: .enter("31"))
    service.setFailure(.storage("disk full"))
    await interactor.save(request: .init())
    guard case .failed(.storage("disk full"), _) = presenter.saves.first else {
      Issue.record("expected a failed save, got \(presenter.saves)")
      return
    }
    #expect(delegate.players.isEmpty)
    service.setFailure(nil)
    await interactor.save(request: .init())
    #expect(service.players.map(\.age) == [31])
  }
}
