import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import MVVMPlayerDetail

/// MVVM's tests are the view models': a recorder bound to every output, as the view binds,
/// reads what the screen would show after each input.
@MainActor
struct PlayerDetailViewModelTests {
  /// One value of one output, in the order they came.
  enum Output: Equatable {
    case screen(PlayerDetailViewModel.Screen)
    case error(String)
    case editor(String)
  }

  let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)

  func make(gathers: FakeGatherService = FakeGatherService(), players: FakePlayerService)
    -> (PlayerDetailViewModel, () -> [Output], () -> PlayerEditViewModel?)
  {
    let viewModel = PlayerDetailViewModel(
      player: ann, gatherService: gathers, playerService: players)
    let recorder = Recorder<Output>()
    viewModel.screen.bind { recorder.record(.screen($0)) }
    viewModel.errorMessage.bind { recorder.record(.error($0)) }
    viewModel.editor.bind { _ in recorder.record(.editor("edit")) }
    return (viewModel, recorder.take, { viewModel.editor.value })
  }

  @Test(.tags(.playerDetailListsEveryField))
  func theRowsGroupTheFieldsAsTheOriginalDidWithTheRecord() async {
    let (viewModel, outputs, _) = make(players: FakePlayerService())
    await viewModel.didAppear()
    guard case .screen(let screen) = outputs().first else {
      Issue.record("expected the screen")
      return
    }
    #expect(screen.title == "Player: Ann")
    #expect(screen.rows.map(\.section) == ["Personal", "", "", "Play", ""])
    #expect(screen.rows.map(\.value) == ["Ann", "30", "not set", "Goalkeeper", "not set"])
    #expect(screen.rows.first?.command == "edit name")
    #expect(screen.record == "Record: played 0, won 0, drawn 0, lost 0, goals 0")
    #expect(screen.hint == "Commands: edit name|age|club|position|skill, help, back")
  }

  @Test(.tags(.playerDetailUnreadableRecordIsOneError))
  func aRecordThatCannotLoadIsAnErrorBeforeTheScreen() async {
    let gathers = FakeGatherService()
    gathers.setFailure(.invalidInput("offline"))
    let (viewModel, outputs, _) = make(gathers: gathers, players: FakePlayerService())
    await viewModel.didAppear()
    let recorded = outputs()
    #expect(recorded.first == .error("could not load the record: offline"))
    guard case .screen(let screen) = recorded.last else {
      Issue.record("expected the screen")
      return
    }
    #expect(screen.record == nil)
  }

  @Test(.tags(.playerDetailRefusesAFieldThatIsNotThere))
  func aFieldIsNamedByItsWordOrTheOldTeamWord() {
    let (viewModel, outputs, editor) = make(players: FakePlayerService())
    viewModel.didEnter(edit: ["x"])
    viewModel.didEnter(edit: ["age", "31"])
    viewModel.didEnter(edit: ["team"])
    #expect(
      outputs() == [
        .error("there is no field 'x'; choose one of: name, age, club, position, skill"),
        .error("type 'edit FIELD' with one of: name, age, club, position, skill"),
        .editor("edit"),
      ])
    editor()?.didAppear()
    #expect(editor()?.screen.value.title == "Edit Ann: favourite club")
  }

  @Test(.tags(.playerEditSavesATypedValue))
  func theEditSavedIsShownOnTheDetailScreen() async {
    let (viewModel, outputs, _) = make(players: FakePlayerService())
    var older = ann
    older.age = 31
    viewModel.didFinishEditing(player: older)
    await viewModel.didAppear()
    guard case .screen(let screen) = outputs().last else {
      Issue.record("expected the screen")
      return
    }
    #expect(screen.rows.map(\.value)[1] == "31")
  }
}

/// Keeps every value a bound output emits, in order.
@MainActor
final class Recorder<Value> {
  private var values: [Value] = []

  func record(_ value: Value) { values.append(value) }

  /// The values recorded since the last call.
  func take() -> [Value] {
    defer { values = [] }
    return values
  }
}
