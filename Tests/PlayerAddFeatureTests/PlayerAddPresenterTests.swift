import Domain
import Testing

@testable import PlayerAddFeature

@MainActor
struct PlayerAddPresenterTests {
  let view = SpyPlayerAddView()
  let interactor = StubPlayerAddInteractor()
  let router = RecordingPlayerAddRouter()

  var presenter: PlayerAddPresenter {
    PlayerAddPresenter(view: view, interactor: interactor, router: router)
  }

  @Test func appearingShowsAnEmptyFormWithTheChoicesAndCommands() async {
    view.expect(.display)
    await presenter.viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          PlayerAddViewModel(
            title: "Add a player",
            fields: [
              .init(label: "Name", value: "required"),
              .init(label: "Age", value: "not set"),
              .init(label: "Favourite club", value: "not set"),
              .init(label: "Position", value: "not set"),
              .init(label: "Skill", value: "not set"),
            ],
            positions: ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"],
            skills: ["Beginner", "Amateur", "Professional"]))
      ])
  }

  @Test func eachFieldIsConfirmedOnOneLine() async {
    view.expect(.displayMessage)
    let presenter = self.presenter
    await presenter.didEnterName(" Ann ")
    await presenter.didEnterAge("31")
    await presenter.didEnterFavouriteTeam("Real Madrid")
    await presenter.didChoosePosition("1")
    await presenter.didChooseSkill("3")
    await presenter.didEnterAge("")
    #expect(
      view.outputs == [
        .message("Name: Ann"), .message("Age: 31"), .message("Favourite club: Real Madrid"),
        .message("Position: Goalkeeper"), .message("Skill: Professional"),
        .message("Age: not set"),
      ])
  }

  @Test func positionsAndSkillsTakeTheWordItsStartItsShortFormOrItsNumber() async {
    view.expect(.displayMessage)
    let presenter = self.presenter
    for (typed, expected) in [
      ("goalkeeper", "Goalkeeper"), ("gk", "Goalkeeper"), ("DEF", "Defender"),
      ("mid", "Midfielder"), ("w", "Winger"), ("5", "Striker"),
    ] {
      await presenter.didChoosePosition(typed)
      #expect(view.outputs.last == .message("Position: \(expected)"))
    }
    for (typed, expected) in [
      ("professional", "Professional"), ("am", "Amateur"), ("1", "Beginner"),
    ] {
      await presenter.didChooseSkill(typed)
      #expect(view.outputs.last == .message("Skill: \(expected)"))
    }
  }

  @Test func savingAddsThePlayerAndRoutesBackWithIt() async {
    view.expect(.displayMessage)
    interactor.expect(.add, .namesakes)
    router.expect(.finishAdding)
    let presenter = self.presenter
    await presenter.didEnterName("Ann")
    await presenter.didChoosePosition("striker")
    await presenter.didRequestSave()
    #expect(interactor.added == [PlayerDraft(name: "Ann", position: .striker)])
    #expect(view.outputs.last == .message("Added Ann to the roster."))
    #expect(router.finished == [Player(id: 1, name: "Ann", position: .striker)])
  }

  @Test func aBadValueIsOneErrorAndKeepsWhatWasTyped() async {
    view.expect(.displayMessage, .displayError, .display)
    let presenter = self.presenter
    await presenter.didEnterAge("31")
    await presenter.didEnterAge("abc")
    await presenter.didEnterName("")
    await presenter.didChoosePosition("9")
    await presenter.didChooseSkill("x")
    #expect(
      view.outputs.dropFirst() == [
        .error("the age must be a whole number from 5 to 99"),
        .error("the name cannot be empty"),
        .error(
          "there is no position '9'; type one of: goalkeeper, defender, midfielder, winger, "
            + "striker (or gk, def, mid, w, st, or 1-5)"),
        .error(
          "there is no skill 'x'; type one of: beginner, amateur, professional "
            + "(or the start of one, or 1-3)"),
      ])
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.fields[1] == .init(label: "Age", value: "31"))
  }

  @Test func aFailedSaveShowsTheKeptValuesThenOneError() async {
    view.expect(.displayMessage, .display, .displayError)
    interactor.expect(.add, .namesakes)
    let presenter = self.presenter
    await presenter.didEnterAge("40")
    await presenter.didRequestSave()
    #expect(view.lastViewModel?.fields[1] == .init(label: "Age", value: "40"))
    #expect(
      view.outputs.last == .error("the player has no name yet; type 'name' followed by the name"))
    #expect(router.finished.isEmpty)
  }

  @Test func aServiceFailureKeepsTheFormForAnotherTry() async {
    view.expect(.displayMessage, .display, .displayError)
    interactor.expect(.add, .namesakes)
    router.expect(.finishAdding)
    let presenter = self.presenter
    await presenter.didEnterName("Ann")
    interactor.failure = .storage("disk full")
    await presenter.didRequestSave()
    #expect(view.outputs.last == .error("storage failed: disk full"))
    interactor.failure = nil
    await presenter.didRequestSave()
    #expect(interactor.added == [PlayerDraft(name: "Ann")])
    #expect(router.finished.map(\.name) == ["Ann"])
  }

  @Test func aNameTypedWithAddStartsTheForm() async {
    view.expect(.display, .displayMessage)
    interactor.expect(.add, .namesakes)
    router.expect(.finishAdding)
    let presenter = PlayerAddPresenter(
      name: "Ben Carter", view: view, interactor: interactor, router: router)
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.fields[0] == .init(label: "Name", value: "Ben Carter"))
    await presenter.didRequestSave()
    #expect(interactor.added == [PlayerDraft(name: "Ben Carter")])
  }

  @Test func leavingAnEmptyFormGoesAtOnceAndAFilledOneAsksFirst() async {
    view.expect(.displayMessage, .askToDiscard)
    let presenter = self.presenter
    #expect(await presenter.shouldLeave())
    await presenter.didEnterAge("31")
    #expect(await presenter.shouldLeave() == false)
    #expect(
      view.outputs.suffix(2) == [
        .confirmation("Discard the new player you are adding (no name yet)?"),
        .message("Still adding; type 'save' to add the player."),
      ])
    view.answers = [true]
    #expect(await presenter.shouldLeave())
  }

  @Test func aNameAlreadyOnTheRosterAsksFirstAndNamesTheOneThere() async {
    view.expect(.displayMessage, .askConfirmation)
    interactor.expect(.add, .namesakes)
    router.expect(.finishAdding)
    interactor.roster = [
      Player(id: 1, name: "Ann"),
      Player(id: 2, name: "Bén Carter", age: 31, favouriteTeam: "Arsenal"),
    ]
    let presenter = self.presenter
    await presenter.didEnterName("ben carter")
    await presenter.didRequestSave()
    #expect(interactor.added.isEmpty)
    #expect(
      view.outputs.suffix(2) == [
        .confirmation(
          "Bén Carter is already on the roster as number 2 (31, Arsenal). "
            + "Add another player called ben carter?"),
        .message(
          "Not added. On the player list, 'show 2' shows the one already there; "
            + "'back' leaves the form."),
      ])
    view.answers = [true]
    await presenter.didRequestSave()
    #expect(interactor.added == [PlayerDraft(name: "ben carter")])
  }
}
