import BehaviourCatalogue
import Domain
import LineUI
import TestSupport
import Testing

@testable import MVPCPlayerDetail

/// MVP-C's passive detail and edit views over a scripted console, with recording presenters:
/// each command is one presenter call, and the views write what the presenters tell them.
@MainActor
struct PlayerDetailViewTests {
  let presenter = RecordingDetailPresenter()

  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func editFieldIsOnePresenterCallAnythingElseAnError() async {
    let (console, _, output) = Console.scripted()
    let view = PlayerDetailView(console: console)
    await view.handle(CommandInput("edit club"), presenter: presenter)
    await view.handle(CommandInput("edit"), presenter: presenter)
    await view.handle(CommandInput("delete"), presenter: presenter)
    #expect(presenter.selections == [["club"], []])
    #expect(view.prompt == "player> ")
    #expect(output.lines.count == 2)
    #expect(output.text.hasPrefix("error: unknown command 'delete'; type one of: edit FIELD, "))
  }

  @Test(.tags(.playerDetailListsEveryField, .playerDetailUnreadableRecordIsOneError))
  func displayWritesTheTitleTheTableTheRecordAndTheHint() async {
    let (console, _, output) = Console.scripted()
    let view = PlayerDetailView(console: console)
    view.display(
      title: "Player: Ann", rows: [["Personal", "Name", "Ann", "edit name"]],
      record: "Record: played 1, won 1, drawn 0, lost 0, goals 2", hint: "Commands: edit name")
    view.display(title: "Player: Ann", rows: [], record: nil, hint: "Commands: edit name")
    view.handleError("could not load the record: storage failed: gone")
    #expect(
      output.lines == [
        "", "Player: Ann", "  Section   Field  Value  To change",
        "  Personal  Name   Ann    edit name",
        "Record: played 1, won 1, drawn 0, lost 0, goals 2", "Commands: edit name",
        "", "Player: Ann", "  Section  Field  Value  To change", "Commands: edit name",
        "error: could not load the record: storage failed: gone", "",
      ])
  }

  @Test(.tags(.playerDetailListsEveryField)) func theEditScreenIsAskedOfTheDelegate() async {
    let (console, _, _) = Console.scripted()
    let view = PlayerDetailView(console: console)
    let delegate = RecordingDetailViewDelegate()
    view.delegate = delegate
    let edit = PlayerFieldEdit(player: Player(id: 1, name: "Ann"), field: .age)
    await view.showEditView(for: edit)
    #expect(delegate.edits == [edit])
  }
}

@MainActor
struct PlayerEditViewTests {
  @Test(.tags(.playerEditPicksAChoiceByNumber)) func aChoiceFieldTakesANumberSetAndSave() async {
    let (console, _, output) = Console.scripted()
    let view = PlayerEditView(console: console)
    let presenter = RecordingEditPresenter(choices: 5)
    for line in ["2", "set pro", "save", "save now", "9", "0", "2 3", "x"] {
      await view.handle(CommandInput(line), presenter: presenter)
    }
    #expect(presenter.events == ["choose 1", "enter pro", "save"])
    #expect(
      view.commands(presenter: presenter).map(\.usage) == ["N", "set NAME", "save"])
    let errors = output.lines.filter { !$0.isEmpty }
    #expect(errors.count == 5)
    #expect(errors.allSatisfy { $0.hasPrefix("error: ") })
    #expect(errors[1].contains("9"))
  }

  @Test(.tags(.playerEditSavesATypedValue, .playerEditRefusesABadValue))
  func aTypedFieldTakesSetAndTreatsANumberAsAnUnknownCommand() async {
    let (console, _, output) = Console.scripted()
    let view = PlayerEditView(console: console)
    let presenter = RecordingEditPresenter(choices: 0)
    for line in ["set", "set Annie Smith", "2"] {
      await view.handle(CommandInput(line), presenter: presenter)
    }
    #expect(presenter.events == ["enter ", "enter Annie Smith"])
    #expect(view.commands(presenter: presenter).map(\.usage) == ["set VALUE", "save"])
    #expect(output.text.hasPrefix("error: unknown command '2'; type one of: set VALUE, save, "))
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber)) func setupShowsTheCurrentValueAndTheOptions() async
  {
    let (console, _, output) = Console.scripted()
    let view = PlayerEditView(console: console)
    #expect(view.prompt == "edit player> ")
    view.setupView(
      title: "Edit Ann: skill", current: "Current skill: not set",
      choices: [["1", "Beginner", ""], ["2", "Amateur", "(current)"]],
      hint: "Commands: N or set NAME to choose, save, help, back")
    view.setupView(
      title: "Edit Ann: age", current: "Current age: 30", choices: [],
      hint: "Commands: set AGE, save, help, back")
    view.showMessage("New age: 31 (was 30).")
    view.handleError("nothing to save")
    #expect(
      output.lines == [
        "", "Edit Ann: skill", "Current skill: not set", "  #  Option", "  1  Beginner",
        "  2  Amateur   (current)", "Commands: N or set NAME to choose, save, help, back",
        "", "Edit Ann: age", "Current age: 30", "Commands: set AGE, save, help, back",
        "New age: 31 (was 30).", "error: nothing to save", "",
      ])
  }

  @Test(.tags(.playerEditSavesATypedValue)) func theSavedPlayerIsPassedToTheDelegate() async {
    let (console, _, _) = Console.scripted()
    let view = PlayerEditView(console: console)
    let delegate = RecordingEditViewDelegate()
    view.delegate = delegate
    await view.handleSuccessfulPlayerUpdate(Player(id: 1, name: "Annie"))
    #expect(delegate.saved.map(\.name) == ["Annie"])
  }
}

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
