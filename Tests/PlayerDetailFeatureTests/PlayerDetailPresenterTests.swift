import BehaviourCatalogue
import Domain
import Testing

@testable import PlayerDetailFeature

@MainActor
struct PlayerDetailPresenterTests {
  let view = SpyPlayerDetailView()
  let interactor = StubPlayerDetailInteractor()
  let router = RecordingPlayerDetailRouter()

  func makePresenter(_ player: Player) -> PlayerDetailPresenter {
    PlayerDetailPresenter(player: player, view: view, interactor: interactor, router: router)
  }

  @Test(.tags(.playerDetailListsEveryField))
  func appearingShowsEveryFieldInItsSectionWithHowToEditIt() async {
    view.expect(.display)
    interactor.expect(.profile, .record)
    await makePresenter(.bob).viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          PlayerDetailViewModel(
            title: "Player: Bob",
            rows: [
              .init(section: "About", field: "Name", value: "Bob", keyword: "name"),
              .init(section: "", field: "Favourite club", value: "Real Madrid", keyword: "club"),
              .init(section: "Game", field: "Skill", value: "Professional", keyword: "skill"),
            ],
            record: "Record: played 3, won 2, drawn 0, lost 1, goals 4"))
      ])
  }

  @Test(.tags(.playerDetailUnreadableRecordIsOneError))
  func aRecordThatCannotBeLoadedIsOneErrorAndTheDetailStillShows() async {
    view.expect(.displayError, .display)
    interactor.expect(.profile, .record)
    interactor.record = nil
    await makePresenter(.bob).viewDidAppear()
    #expect(view.outputs.first == .error("could not load the record: storage failed: disk full"))
    guard case .display(let model) = view.outputs.last else { return #expect(Bool(false)) }
    #expect(model.record == nil)
  }

  @Test(.tags(.playerDetailListsEveryField))
  func unsetFieldsSaySo() async {
    view.expect(.display)
    interactor.expect(.profile, .record)
    await makePresenter(.ann).viewDidAppear()
    guard case .display(let model) = view.outputs.last else {
      Issue.record("nothing was displayed")
      return
    }
    #expect(model.rows[1].value == "not set")
  }

  @Test func selectingAFieldRoutesToItsEditor() async {
    interactor.expect(.profile)
    router.expect(.edit)
    let presenter = makePresenter(.bob)
    await presenter.didSelectField(at: 1)
    await presenter.didSelectField(at: 2)
    #expect(router.edits == ["favouriteTeam of Bob", "skill of Bob"])
  }

  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func aRowThatIsNotThereIsAnErrorAndGoesNowhere() async {
    view.expect(.displayError)
    interactor.expect(.profile)
    await makePresenter(.bob).didSelectField(at: 7)
    #expect(view.outputs == [.error("there is no field 8")])
    #expect(router.edits.isEmpty)
  }

  @Test(.tags(.playerEditSavesATypedValue))
  func aChangedPlayerIsShownTheNextTimeTheScreenAppears() async {
    view.expect(.display)
    interactor.expect(.profile, .record)
    router.expect(.edit)
    let presenter = makePresenter(.bob)
    var renamed = Player.bob
    renamed.name = "Robert"
    presenter.playerDidChange(renamed)
    #expect(view.outputs.isEmpty)
    await presenter.viewDidAppear()
    await presenter.didSelectField(at: 0)
    guard case .display(let model) = view.outputs.first else {
      Issue.record("nothing was displayed")
      return
    }
    #expect(model.title == "Player: Robert")
    #expect(model.rows[0].value == "Robert")
    #expect(router.edits == ["name of Robert"])
  }
}
