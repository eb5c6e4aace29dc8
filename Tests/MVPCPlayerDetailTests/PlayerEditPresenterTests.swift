import Domain
import TestSupport
import Testing

@testable import MVPCPlayerDetail

/// MVP's tests: each presenter with a mock view.
@MainActor
struct PlayerEditPresenterTests {
  let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)
  let view = MockPlayerEditView()

  func presenter(_ field: PlayerField, service: FakePlayerService) -> PlayerEditPresenter {
    PlayerEditPresenter(
      view: view, edit: PlayerFieldEdit(player: ann, field: field), service: service)
  }

  @Test func appearingSetsUpTheFieldWithItsOptions() {
    view.expect(.setupView)
    presenter(.position, service: FakePlayerService()).viewDidAppear()
    #expect(
      view.calls == [
        .setup(
          title: "Edit Ann: position", current: "Current position: Goalkeeper", choices: 5,
          hint: "Commands: N or set NAME to choose, save, help, back")
      ])
  }

  @Test func aSaveWritesTheFieldThenTellsTheViewTheNewPlayer() async {
    view.expect(.showMessage, .handleSuccessfulPlayerUpdate)
    let service = FakePlayerService(players: [ann])
    let presenter = presenter(.age, service: service)
    presenter.enterValue("31")
    await presenter.updatePlayer()
    var saved = ann
    saved.age = 31
    #expect(view.calls.suffix(2) == [.message("Saved the age of Ann: 31."), .saved(saved)])
    #expect(service.players == [saved])
  }

  @Test func nothingChangedIsAnErrorAndNoWrite() async {
    view.expect(.handleError)
    let service = FakePlayerService(players: [ann])
    await presenter(.age, service: service).updatePlayer()
    #expect(view.calls == [.error("nothing to save; type 'set AGE' with a different age first")])
    #expect(service.calls.isEmpty)
  }

  @Test func leavingAChangeAsksTheView() async {
    view.expect(.showMessage, .askToDiscard)
    let presenter = presenter(.name, service: FakePlayerService())
    presenter.enterValue("Annie")
    #expect(await presenter.shouldLeave() == false)
    #expect(view.calls.last == .message("Still editing; type 'save' to keep the new name."))
  }
}

@MainActor
struct PlayerDetailPresenterTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let view = MockPlayerDetailView()

  @Test func appearingShowsTheRecordOrWhyItIsMissing() async {
    view.expect(.display, .handleError)
    let gathers = FakeGatherService()
    let presenter = PlayerDetailPresenter(view: view, player: ann, gatherService: gathers)
    await presenter.viewDidAppear()
    gathers.setFailure(.storage("gone"))
    await presenter.viewDidAppear()
    #expect(view.records == ["Record: played 0, won 0, drawn 0, lost 0, goals 0", nil])
    #expect(view.errors == ["could not load the record: storage failed: gone"])
  }

  @Test func aKnownFieldAsksTheViewForTheEditScreen() async {
    view.expect(.showEditView)
    let presenter = PlayerDetailPresenter(
      view: view, player: ann, gatherService: FakeGatherService())
    await presenter.selectField(named: ["club"])
    #expect(view.edits == [PlayerFieldEdit(player: ann, field: .favouriteTeam)])
  }
}
