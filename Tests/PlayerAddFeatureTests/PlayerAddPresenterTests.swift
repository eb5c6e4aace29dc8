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
    await presenter.viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          PlayerAddViewModel(
            title: "Add a player",
            fields: [
              .init(label: "Name", value: "required"),
              .init(label: "Age", value: "not set"),
              .init(label: "Favourite team", value: "not set"),
              .init(label: "Position", value: "not set"),
              .init(label: "Skill", value: "not set"),
            ],
            positions: ["Goalkeeper", "Defender", "Midfielder", "Winger", "Striker"],
            skills: ["Beginner", "Amateur", "Professional"],
            hint: "Commands: name NAME, age AGE, team TEAM, position N, skill N, save, help, back"
          ))
      ])
  }

  @Test func eachFieldIsConfirmedOnOneLine() async {
    let presenter = self.presenter
    await presenter.didEnterName(" Ann ")
    await presenter.didEnterAge("31")
    await presenter.didEnterFavouriteTeam("Real Madrid")
    await presenter.didChoosePosition(at: 0)
    await presenter.didChooseSkill(at: 2)
    await presenter.didEnterAge("")
    #expect(
      view.outputs == [
        .message("Name: Ann"), .message("Age: 31"), .message("Favourite team: Real Madrid"),
        .message("Position: Goalkeeper"), .message("Skill: Professional"),
        .message("Age: not set"),
      ])
  }

  @Test func savingAddsThePlayerAndRoutesBackWithIt() async {
    let presenter = self.presenter
    await presenter.didEnterName("Ann")
    await presenter.didChoosePosition(at: 4)
    await presenter.didRequestSave()
    #expect(interactor.added == [PlayerDraft(name: "Ann", position: .striker)])
    #expect(view.outputs.last == .message("Added Ann to the roster."))
    #expect(router.finished == [Player(id: 1, name: "Ann", position: .striker)])
  }

  @Test func aBadValueIsOneErrorAndKeepsWhatWasTyped() async {
    let presenter = self.presenter
    await presenter.didEnterAge("31")
    await presenter.didEnterAge("abc")
    await presenter.didEnterName("")
    await presenter.didChoosePosition(at: 8)
    #expect(
      view.outputs.dropFirst() == [
        .error("the age must be a whole number from 5 to 99"),
        .error("the name cannot be empty; type a name"),
        .error("there is no position 9"),
      ])
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.fields[1] == .init(label: "Age", value: "31"))
  }

  @Test func aFailedSaveShowsTheKeptValuesThenOneError() async {
    let presenter = self.presenter
    await presenter.didEnterAge("40")
    await presenter.didRequestSave()
    #expect(view.lastViewModel?.fields[1] == .init(label: "Age", value: "40"))
    #expect(
      view.outputs.last == .error("the player has no name yet; type 'name' followed by the name"))
    #expect(router.finished.isEmpty)
  }

  @Test func aServiceFailureKeepsTheFormForAnotherTry() async {
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
}
