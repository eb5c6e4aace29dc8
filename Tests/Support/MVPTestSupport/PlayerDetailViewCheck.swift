import Domain
import LineUI
import TestSupport
import Testing

/// A pattern's passive detail view, as `PlayerDetailViewCheck` drives it: each test target
/// says that its own view is one (`extension PlayerDetailView: MVPPlayerDetailViewing {}`).
@MainActor
public protocol MVPPlayerDetailViewing: AnyObject {
  init(console: Console)
  var prompt: String { get }
  func display(title: String, rows: [[String]], record: String?, hint: String)
  func handleError(_ message: String)
  func showEditView(for edit: PlayerFieldEdit) async
}

/// What a detail view test needs of a pattern besides its view: a recording presenter the
/// view reports to and a recording delegate, both the pattern's own doubles.
@MainActor
public protocol PlayerDetailViewFactory {
  associatedtype View: MVPPlayerDetailViewing
  /// The field words the recording presenter was asked to select, in order.
  var selections: [[String]] { get }
  /// `view` handles the command `line`, reporting to the recording presenter.
  func handle(_ line: String, on view: View) async
  /// Sets a recording delegate on `view`; the returned closure reads the edits it was asked
  /// for.
  func delegate(of view: View) -> () -> [PlayerFieldEdit]
}

/// MVP's passive detail view over a scripted console, with a recording presenter: each
/// command is one presenter call, and the view writes what the presenter tells it. Written
/// once; MVPPlayerDetailTests and MVPCPlayerDetailTests run each check as a test of its own
/// (its name and its behaviour tags) with their own view.
public enum PlayerDetailViewCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case editFieldIsOnePresenterCallAnythingElseAnError
  case displayWritesTheTitleTheTableTheRecordAndTheHint
  case theEditScreenIsAskedOfTheDelegate

  public var testDescription: String { rawValue }

  /// Runs the check on views of `factory`'s pattern over a scripted console.
  @MainActor
  public func run<Factory: PlayerDetailViewFactory>(_ factory: Factory) async {
    typealias View = Factory.View
    switch self {
    case .editFieldIsOnePresenterCallAnythingElseAnError:
      let (console, _, output) = Console.scripted()
      let view = View(console: console)
      await factory.handle("edit club", on: view)
      await factory.handle("edit", on: view)
      await factory.handle("delete", on: view)
      #expect(factory.selections == [["club"], []])
      #expect(view.prompt == "player> ")
      #expect(output.lines.count == 2)
      #expect(output.text.hasPrefix("error: unknown command 'delete'; type one of: edit FIELD, "))
    case .displayWritesTheTitleTheTableTheRecordAndTheHint:
      let (console, _, output) = Console.scripted()
      let view = View(console: console)
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
    case .theEditScreenIsAskedOfTheDelegate:
      let (console, _, _) = Console.scripted()
      let view = View(console: console)
      let edits = factory.delegate(of: view)
      let edit = PlayerFieldEdit(player: Player(id: 1, name: "Ann"), field: .age)
      await view.showEditView(for: edit)
      #expect(edits() == [edit])
    }
  }
}

/// A pattern's passive edit view, as `PlayerEditViewCheck` drives it: each test target says
/// that its own view is one (`extension PlayerEditView: MVPPlayerEditViewing {}`).
@MainActor
public protocol MVPPlayerEditViewing: AnyObject {
  init(console: Console)
  var prompt: String { get }
  func setupView(title: String, current: String, choices: [[String]], hint: String)
  func showMessage(_ message: String)
  func handleError(_ message: String)
  func handleSuccessfulPlayerUpdate(_ player: Player) async
}

/// What an edit view test needs of a pattern besides its view: recording presenters the
/// view reports to and a recording delegate, the pattern's own doubles.
@MainActor
public protocol PlayerEditViewFactory {
  associatedtype View: MVPPlayerEditViewing
  associatedtype Presenter
  /// A recording presenter of a field with `choices` options (none: a typed field).
  func presenter(choices: Int) -> Presenter
  /// What `presenter` has been told, each event as a word and what came with it.
  func events(of presenter: Presenter) -> [String]
  /// `view` handles the command `line`, reporting to `presenter`.
  func handle(_ line: String, on view: View, presenter: Presenter) async
  /// The usages of the commands `view` offers for `presenter`'s field.
  func usages(on view: View, presenter: Presenter) -> [String]
  /// Sets a recording delegate on `view`; the returned closure reads the players it was
  /// told were saved.
  func delegate(of view: View) -> () -> [Player]
}

/// MVP's passive edit view over a scripted console, with recording presenters: each
/// command is one presenter call, and the view writes what the presenter tells it. Written
/// once; MVPPlayerDetailTests and MVPCPlayerDetailTests run each check as a test of its own
/// (its name and its behaviour tags) with their own view.
public enum PlayerEditViewCheck: String, CaseIterable, Sendable, CustomTestStringConvertible {
  case aChoiceFieldTakesANumberSetAndSave
  case aTypedFieldTakesSetAndTreatsANumberAsAnUnknownCommand
  case setupShowsTheCurrentValueAndTheOptions
  case theSavedPlayerIsPassedToTheDelegate

  public var testDescription: String { rawValue }

  /// Runs the check on views of `factory`'s pattern over a scripted console.
  @MainActor
  public func run<Factory: PlayerEditViewFactory>(_ factory: Factory) async {
    typealias View = Factory.View
    switch self {
    case .aChoiceFieldTakesANumberSetAndSave:
      let (console, _, output) = Console.scripted()
      let view = View(console: console)
      let presenter = factory.presenter(choices: 5)
      for line in ["2", "set pro", "save", "save now", "9", "0", "2 3", "x"] {
        await factory.handle(line, on: view, presenter: presenter)
      }
      #expect(factory.events(of: presenter) == ["choose 1", "enter pro", "save"])
      #expect(
        factory.usages(on: view, presenter: presenter) == ["N", "set NAME", "save"])
      let errors = output.lines.filter { !$0.isEmpty }
      #expect(errors.count == 5)
      #expect(errors.allSatisfy { $0.hasPrefix("error: ") })
      #expect(errors[1].contains("9"))
    case .aTypedFieldTakesSetAndTreatsANumberAsAnUnknownCommand:
      let (console, _, output) = Console.scripted()
      let view = View(console: console)
      let presenter = factory.presenter(choices: 0)
      for line in ["set", "set Annie Smith", "2"] {
        await factory.handle(line, on: view, presenter: presenter)
      }
      #expect(factory.events(of: presenter) == ["enter ", "enter Annie Smith"])
      #expect(factory.usages(on: view, presenter: presenter) == ["set VALUE", "save"])
      #expect(output.text.hasPrefix("error: unknown command '2'; type one of: set VALUE, save, "))
    case .setupShowsTheCurrentValueAndTheOptions:
      let (console, _, output) = Console.scripted()
      let view = View(console: console)
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
    case .theSavedPlayerIsPassedToTheDelegate:
      let (console, _, _) = Console.scripted()
      let view = View(console: console)
      let saved = factory.delegate(of: view)
      await view.handleSuccessfulPlayerUpdate(Player(id: 1, name: "Annie"))
      #expect(saved().map(\.name) == ["Annie"])
    }
  }
}
