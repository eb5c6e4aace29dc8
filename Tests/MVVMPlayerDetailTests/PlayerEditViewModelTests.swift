import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import MVVMPlayerDetail

/// The edit screen's view model alone, every output recorded in order.
@MainActor
struct PlayerEditViewModelTests {
  /// One value of one output, in the order they came.
  enum Output: Equatable {
    case screen(PlayerEditViewModel.Screen)
    case message(String)
    case error(String)
    case leaveQuestion(String)
    case mayLeave(Bool)
    case saved(Player?)
  }

  let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)

  func make(_ field: PlayerField, players: FakePlayerService) -> (
    PlayerEditViewModel, () -> [Output]
  ) {
    let viewModel = PlayerEditViewModel(
      edit: PlayerFieldEdit(player: ann, field: field), service: players)
    let recorder = Recorder<Output>()
    viewModel.screen.bind { recorder.record(.screen($0)) }
    viewModel.message.bind { recorder.record(.message($0)) }
    viewModel.errorMessage.bind { recorder.record(.error($0)) }
    viewModel.leaveQuestion.bind { recorder.record(.leaveQuestion($0)) }
    viewModel.mayLeave.bind { recorder.record(.mayLeave($0)) }
    viewModel.saved.bind { recorder.record(.saved($0)) }
    return (viewModel, recorder.take)
  }

  @Test(
    .tags(
      .playerEditSavesATypedValue, .playerEditSavesOnlyItsField, .playerEditAsksBeforeLeavingAChange
    ))
  func theEditDescribesTheChangeAsksBeforeLeavingAndSavesOnlyThatField() async {
    var renamed = ann
    renamed.name = "Annie"
    let players = FakePlayerService(players: [renamed])
    let (viewModel, outputs) = make(.age, players: players)
    viewModel.didAppear()
    viewModel.didAskToLeave()
    #expect(
      outputs() == [
        .screen(
          .init(
            title: "Edit Ann: age", currentValue: "Current age: 30", choices: [],
            hint: "Commands: set AGE, save, help, back")),
        .mayLeave(true),
      ])
    await viewModel.didAskToSave()
    viewModel.didEnter(text: "30")
    viewModel.didEnter(text: "31")
    viewModel.didAskToLeave()
    viewModel.didConfirmLeaving(false)
    #expect(
      outputs() == [
        .error("nothing to save; type 'set AGE' with a different age first"),
        .message("That is the current age; there is nothing to save."),
        .message("New age: 31 (was 30). Type 'save' to keep it or 'back' to leave it as it was."),
        .leaveQuestion("Leave without saving the new age (31)?"),
        .message("Still editing; type 'save' to keep the new age."), .mayLeave(false),
      ])
    await viewModel.didAskToSave()
    var saved = renamed
    saved.age = 31
    #expect(outputs() == [.message("Saved the age of Ann: 31."), .saved(saved)])
    #expect(players.players == [saved])
  }

  @Test(
    .tags(
      .playerEditPicksAChoiceByNumber, .playerEditRefusedSaveStaysOnTheForm,
      .playerEditAsksBeforeLeavingAChange))
  func aChoiceFieldOffersNumberedOptions() async {
    let players = FakePlayerService(players: [ann])
    let (viewModel, outputs) = make(.position, players: players)
    viewModel.didAppear()
    guard case .screen(let screen) = outputs().first else {
      Issue.record("expected the screen")
      return
    }
    #expect(screen.choices.first == .init(number: "1", name: "Goalkeeper", isCurrent: true))
    #expect(screen.hint == "Commands: N or set NAME to choose, save, help, back")
    viewModel.didEnter(number: "10")
    viewModel.didEnter(number: "1")
    #expect(
      outputs() == [
        .error("there is no position 10; choose a number from 1 to 5"),
        .message("That is the current position; there is nothing to save."),
      ])
    players.setFailure(.invalidInput("offline"))
    viewModel.didEnter(number: "2")
    await viewModel.didAskToSave()
    viewModel.didAskToLeave()
    viewModel.didConfirmLeaving(true)
    #expect(
      outputs() == [
        .message(
          "New position: Defender (was Goalkeeper). Type 'save' to keep it or 'back' to leave "
            + "it as it was."),
        .error("could not save the position: offline"),
        .leaveQuestion("Leave without saving the new position (Defender)?"), .mayLeave(true),
      ])
  }

  @Test(.tags(.playerEditRefusesABadValue))
  func aValueThatIsNotValidIsOneErrorAndChangesNothing() async {
    let players = FakePlayerService(players: [ann])
    let (viewModel, outputs) = make(.age, players: players)
    viewModel.didEnter(text: "31x")
    viewModel.didEnter(text: "4")
    viewModel.didAskToLeave()
    await viewModel.didAskToSave()
    #expect(
      outputs() == [
        .error("the age must be a whole number from 5 to 99"),
        .error("the age must be a whole number from 5 to 99"), .mayLeave(true),
        .error("nothing to save; type 'set AGE' with a different age first"),
      ])
    #expect(players.players == [ann])
  }

  @Test(.tags(.playerEditPicksAChoiceByNumber))
  func aChoiceIsAlsoPickedByTheStartOfItsName() async {
    let players = FakePlayerService(players: [ann])
    let (viewModel, outputs) = make(.skill, players: players)
    viewModel.didEnter(text: "pro")
    await viewModel.didAskToSave()
    var saved = ann
    saved.skill = .professional
    #expect(
      outputs().suffix(2) == [.message("Saved the skill of Ann: Professional."), .saved(saved)])
    #expect(players.players == [saved])
  }
}
