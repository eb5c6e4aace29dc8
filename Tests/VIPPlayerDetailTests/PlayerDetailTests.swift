import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import VIPPlayerDetail

/// VIP's detail interactor: a request in, the response the presenter gets out.
@MainActor
struct PlayerDetailInteractorTests {
  let ann = Player(id: 1, name: "Ann", age: 30)
  let presenter = SpyPlayerDetailPresenter()

  func interactor(_ service: FakeGatherService = FakeGatherService()) -> PlayerDetailInteractor {
    PlayerDetailInteractor(presenter: presenter, player: ann, gatherService: service)
  }

  @Test(.tags(.playerDetailListsEveryField, .playerDetailUnreadableRecordIsOneError))
  func loadingHandsThePlayerAndItsRecordOrTheError() async {
    presenter.expect(.presentPlayer)
    let service = FakeGatherService()
    let interactor = interactor(service)
    await interactor.loadPlayer(request: .init())
    service.setFailure(.unauthorized)
    await interactor.loadPlayer(request: .init())
    #expect(presenter.players.map(\.player) == [ann, ann])
    #expect((try? presenter.players[0].record.get())?.played == 0)
    #expect(presenter.players[1].record == .failure(.unauthorized))
  }

  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere)) func aWordNamesAFieldOrIsRefused() async {
    presenter.expect(.presentSelection)
    let interactor = interactor()
    interactor.didUpdate(player: Player(id: 1, name: "Annie"))
    for words in [["team"], ["shoe"], []] {
      await interactor.selectField(request: .init(words: words))
    }
    guard presenter.selections.count == 3,
      case .edit(let edit) = presenter.selections[0],
      case .unknownField("shoe", _) = presenter.selections[1],
      case .unknownField(nil, _) = presenter.selections[2]
    else {
      Issue.record("unexpected responses: \(presenter.selections)")
      return
    }
    #expect(edit == PlayerFieldEdit(player: Player(id: 1, name: "Annie"), field: .favouriteTeam))
  }
}

/// VIP's detail presenter: a response in, the view model the view gets out.
@MainActor
struct PlayerDetailPresenterTests {
  let display = SpyPlayerDetailDisplay()

  @Test(.tags(.playerDetailListsEveryField, .playerDetailUnreadableRecordIsOneError))
  func aPlayerBecomesRowsOfTextAndAFailedRecordAnError() {
    display.expect(.displayPlayer)
    let presenter = PlayerDetailPresenter(view: display)
    let ann = Player(id: 1, name: "Ann", age: 30)
    let sections: [(title: String, fields: [PlayerField])] = [("Personal", [.name, .age])]
    presenter.presentPlayer(
      response: .init(player: ann, sections: sections, record: .failure(.unauthorized)))
    let shown = display.players.first
    #expect(shown?.title == "Player: Ann")
    #expect(shown?.rows.map(\.first) == ["Personal", ""])
    #expect(shown?.rows.map(\.last) == ["edit name", "edit age"])
    #expect(shown?.record == nil)
    #expect(
      shown?.errorMessage == "could not load the record: your session has expired; log in again")
    #expect(shown?.hint == "Commands: edit name|age, help, back")
  }

  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func aSelectionOpensTheEditViewOrSaysWhatToType() async {
    display.expect(.displaySelection)
    let presenter = PlayerDetailPresenter(view: display)
    let edit = PlayerFieldEdit(player: Player(id: 1, name: "Ann"), field: .age)
    await presenter.presentSelection(response: .edit(edit))
    await presenter.presentSelection(response: .unknownField(typed: "shoe", fields: [.age]))
    #expect(
      display.selections == [
        .showEditView(edit), .error("there is no field 'shoe'; choose one of: age"),
      ])
  }
}

/// The view controllers alone, each with a spy interactor and a spy router: each typed
/// line becomes one request; each view model is shown or routed.
@MainActor
struct PlayerDetailViewControllerTests {
  @Test(.tags(.playerDetailListsEveryField, .playerDetailRefusesAFieldThatIsNotThere))
  func theDetailSendsOneRequestPerLineAndRoutesASelection() async {
    let interactor = SpyPlayerDetailInteractor()
    let router = SpyPlayerDetailRouter()
    let (console, _, output) = Console.scripted()
    let controller = PlayerDetailViewController(console: console, router: router)
    interactor.display = controller
    let edit = PlayerFieldEdit(player: Player(id: 1, name: "Ann"), field: .age)
    await controller.appear(presenter: interactor)
    await controller.handle(CommandInput("edit name"), presenter: interactor)
    interactor.reply = .showEditView(edit)
    await controller.handle(CommandInput("edit age"), presenter: interactor)
    await controller.handle(CommandInput("kick"), presenter: interactor)
    await controller.displaySelection(viewModel: .error("s"))
    controller.displayPlayer(
      viewModel: .init(title: "Player: Ann", rows: [], record: "Record: r", hint: "Commands"))
    #expect(interactor.received == ["load", "select name", "select age"])
    #expect(router.edits == [edit])
    #expect(output.lines.filter { $0.hasPrefix("error: ") }.count == 2)
    #expect(output.lines.contains("Record: r"))
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber, .playerEditSavesATypedValue))
  func theEditSendsOneRequestPerLineAndLeavesWhenSaved() async {
    let interactor = SpyPlayerEditInteractor()
    let router = SpyPlayerEditRouter()
    let (console, _, output) = Console.scripted()
    let controller = PlayerEditViewController(console: console, router: router)
    await controller.appear(presenter: interactor)
    await controller.handle(CommandInput("set 31"), presenter: interactor)
    controller.displayEdit(
      viewModel: .init(
        title: "Skill", current: "Now: amateur", fieldName: "skill",
        choices: [["1", "a", ""], ["2", "b", ""]], hint: "Commands"))
    for line in ["2", "9", "save", "save now"] {
      await controller.handle(CommandInput(line), presenter: interactor)
    }
    #expect(await controller.goBack(presenter: interactor) == .pop)
    controller.displayChange(viewModel: .message("New skill"))
    await controller.displaySave(viewModel: .error("e"))
    await controller.displaySave(viewModel: .saved("Saved."))
    #expect(interactor.received == ["load", "enter 31", "choose 1", "save", "leave"])
    #expect(router.dismissals == 1)
    #expect(output.lines.filter { $0.hasPrefix("error: ") }.count == 3)
    for line in ["Now: amateur", "New skill", "Saved."] {
      #expect(output.lines.contains(line), "\(line)")
    }
  }
}
