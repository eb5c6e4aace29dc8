import Domain
import TestSupport
import Testing

@testable import MVVMPlayerDetail

/// MVVM's tests are the view models': what they answer is what the screens show.
@MainActor
struct PlayerDetailViewModelTests {
  let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)

  @Test func theRowsGroupTheFieldsAsTheOriginalDid() {
    let viewModel = PlayerDetailViewModel(
      player: ann, gatherService: FakeGatherService(), playerService: FakePlayerService())
    #expect(viewModel.title == "Player: Ann")
    #expect(viewModel.rows.map(\.section) == ["Personal", "", "", "Play", ""])
    #expect(viewModel.rows.map(\.value) == ["Ann", "30", "not set", "Goalkeeper", "not set"])
    #expect(viewModel.hint == "Commands: edit name|age|club|position|skill, help, back")
  }

  @Test func aFieldIsNamedByItsWordOrTheOldTeamWord() {
    let viewModel = PlayerDetailViewModel(
      player: ann, gatherService: FakeGatherService(), playerService: FakePlayerService())
    #expect(viewModel.field(named: ["AGE"]) == .success(.age))
    #expect(viewModel.field(named: ["team"]) == .success(.favouriteTeam))
    #expect(
      viewModel.field(named: ["x"])
        == .failure(
          .invalidInput("there is no field 'x'; choose one of: name, age, club, position, skill")))
  }

  @Test func theRecordIsCountedOverThePlayersGathers() async {
    let viewModel = PlayerDetailViewModel(
      player: ann, gatherService: FakeGatherService(), playerService: FakePlayerService())
    #expect(
      await viewModel.loadRecord() == .success("Record: played 0, won 0, drawn 0, lost 0, goals 0"))
  }

  @Test func theEditViewModelDescribesTheChangeAndSavesOnlyThatField() async throws {
    var renamed = ann
    renamed.name = "Annie"
    let players = FakePlayerService(players: [renamed])
    let detail = PlayerDetailViewModel(
      player: ann, gatherService: FakeGatherService(), playerService: players)
    let edit = detail.makeEditViewModel(for: .age)
    #expect(edit.title == "Edit Ann: age")
    #expect(edit.leaveQuestion == nil)
    #expect(edit.enter("30") == .success("That is the current age; there is nothing to save."))
    #expect(
      edit.enter("31")
        == .success(
          "New age: 31 (was 30). Type 'save' to keep it or 'back' to leave it as it was."))
    #expect(edit.leaveQuestion == "Leave without saving the new age (31)?")
    let saved = try await edit.save().get()
    #expect(saved.message == "Saved the age of Ann: 31.")
    #expect(players.players.first?.name == "Annie")
    #expect(players.players.first?.age == 31)
  }

  @Test func aChoiceFieldOffersNumberedOptions() {
    let detail = PlayerDetailViewModel(
      player: ann, gatherService: FakeGatherService(), playerService: FakePlayerService())
    let edit = detail.makeEditViewModel(for: .position)
    #expect(edit.isSelectionViewType)
    #expect(edit.choices.first == .init(number: "1", name: "Goalkeeper", isCurrent: true))
    #expect(
      edit.choose(at: 9)
        == .failure(.invalidInput("there is no position 10; choose a number from the list")))
  }
}
