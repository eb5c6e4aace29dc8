import BehaviourCatalogue
import Domain
import LineUI
import MVPTestSupport
import Testing

@testable import MVPCPlayerDetail

/// MVP-C's passive detail and edit views over a scripted console, with recording presenters:
/// each test runs MVPTestSupport's `PlayerDetailViewCheck` or `PlayerEditViewCheck` of its
/// name (written once for MVP and MVP-C) on this pattern's views, with the doubles below.
@MainActor
struct PlayerDetailViewTests {
  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func editFieldIsOnePresenterCallAnythingElseAnError() async {
    await PlayerDetailViewCheck.editFieldIsOnePresenterCallAnythingElseAnError.run(
      PlayerDetailViewTestFactory())
  }

  @Test(.tags(.playerDetailListsEveryField, .playerDetailUnreadableRecordIsOneError))
  func displayWritesTheTitleTheTableTheRecordAndTheHint() async {
    await PlayerDetailViewCheck.displayWritesTheTitleTheTableTheRecordAndTheHint.run(
      PlayerDetailViewTestFactory())
  }

  @Test(.tags(.playerDetailListsEveryField)) func theEditScreenIsAskedOfTheDelegate() async {
    await PlayerDetailViewCheck.theEditScreenIsAskedOfTheDelegate.run(PlayerDetailViewTestFactory())
  }
}

@MainActor
struct PlayerEditViewTests {
  @Test(.tags(.playerEditPicksAChoiceByNumber)) func aChoiceFieldTakesANumberSetAndSave() async {
    await PlayerEditViewCheck.aChoiceFieldTakesANumberSetAndSave.run(PlayerEditViewTestFactory())
  }

  @Test(.tags(.playerEditSavesATypedValue, .playerEditRefusesABadValue))
  func aTypedFieldTakesSetAndTreatsANumberAsAnUnknownCommand() async {
    await PlayerEditViewCheck.aTypedFieldTakesSetAndTreatsANumberAsAnUnknownCommand.run(
      PlayerEditViewTestFactory())
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber)) func setupShowsTheCurrentValueAndTheOptions() async
  {
    await PlayerEditViewCheck.setupShowsTheCurrentValueAndTheOptions.run(
      PlayerEditViewTestFactory())
  }

  @Test(.tags(.playerEditSavesATypedValue)) func theSavedPlayerIsPassedToTheDelegate() async {
    await PlayerEditViewCheck.theSavedPlayerIsPassedToTheDelegate.run(PlayerEditViewTestFactory())
  }
}

/// MVP-C's detail view with the recording doubles below, as the checks drive it.
@MainActor
private struct PlayerDetailViewTestFactory: PlayerDetailViewFactory {
  let presenter = RecordingDetailPresenter()
  var selections: [[String]] { presenter.selections }
  func handle(_ line: String, on view: PlayerDetailView) async {
    await view.handle(CommandInput(line), presenter: presenter)
  }
  func delegate(of view: PlayerDetailView) -> () -> [PlayerFieldEdit] {
    let delegate = RecordingDetailViewDelegate()
    view.delegate = delegate
    return { delegate.edits }
  }
}

/// MVP-C's edit view with the recording doubles below, as the checks drive it.
@MainActor
private struct PlayerEditViewTestFactory: PlayerEditViewFactory {
  func presenter(choices: Int) -> RecordingEditPresenter {
    RecordingEditPresenter(choices: choices)
  }
  func events(of presenter: RecordingEditPresenter) -> [String] { presenter.events }
  func handle(_ line: String, on view: PlayerEditView, presenter: RecordingEditPresenter) async {
    await view.handle(CommandInput(line), presenter: presenter)
  }
  func usages(on view: PlayerEditView, presenter: RecordingEditPresenter) -> [String] {
    view.commands(presenter: presenter).map(\.usage)
  }
  func delegate(of view: PlayerEditView) -> () -> [Player] {
    let delegate = RecordingEditViewDelegate()
    view.delegate = delegate
    return { delegate.saved }
  }
}

extension PlayerDetailView: MVPPlayerDetailViewing {}
extension PlayerEditView: MVPPlayerEditViewing {}

/// The detail presenter the view reports to, in a test.
@MainActor
final class RecordingDetailPresenter: PlayerDetailPresenterProtocol {
  private(set) var selections: [[String]] = []
  func viewDidAppear() async {}
  func selectField(named words: [String]) async { selections.append(words) }
}

/// The edit presenter the view reports to, in a test: a field with `choices` options
/// (none: a typed field).
@MainActor
final class RecordingEditPresenter: PlayerEditPresenterProtocol {
  private(set) var events: [String] = []
  let numberOfChoices: Int
  init(choices: Int) { numberOfChoices = choices }
  var isSelectionViewType: Bool { numberOfChoices > 0 }
  var fieldName: String { "position" }
  func viewDidAppear() { events.append("appear") }
  func enterValue(_ text: String) { events.append("enter \(text)") }
  func chooseOption(at index: Int) { events.append("choose \(index)") }
  func updatePlayer() async { events.append("save") }
  func shouldLeave() async -> Bool {
    events.append("leave?")
    return true
  }
}

@MainActor
final class RecordingDetailViewDelegate: PlayerDetailViewDelegate {
  private(set) var edits: [PlayerFieldEdit] = []
  func didRequestEditView(for edit: PlayerFieldEdit) async { edits.append(edit) }
}

@MainActor
final class RecordingEditViewDelegate: PlayerEditViewDelegate {
  private(set) var saved: [Player] = []
  func didFinishEditingPlayer(_ player: Player) async { saved.append(player) }
}
