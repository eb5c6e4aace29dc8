import Domain
import TestSupport
import Testing

/// MVP's detail presenter with the strict mock view, for what `PlayerDetailPresenterCheck`
/// leaves out: the field words refused, and the player saved on the edit screen. Written
/// once; MVPPlayerDetailTests and MVPCPlayerDetailTests run each check as a test of its
/// own (its name and its behaviour tags), against their own pattern's presenter.
public enum PlayerDetailPresenterFlowCheck: String, CaseIterable, Sendable,
  CustomTestStringConvertible
{
  case aFieldMustBeOneKnownWordAndTeamStillMeansClub
  case theSavedPlayerIsShownWhenTheScreenAppearsAgain

  public var testDescription: String { rawValue }

  /// Runs the check on the presenter `makePresenter` makes over the mock view, Ann, and
  /// the gather service her record comes from.
  @MainActor
  public func run(
    _ makePresenter: (MockPlayerDetailView, Player, FakeGatherService) ->
      any MVPPlayerDetailPresenting
  ) async {
    let ann = Player(id: 1, name: "Ann", age: 30)
    let view = MockPlayerDetailView()
    switch self {
    case .aFieldMustBeOneKnownWordAndTeamStillMeansClub:
      view.expect(.handleError, .showEditView)
      let presenter = makePresenter(view, ann, FakeGatherService())
      await presenter.selectField(named: [])
      await presenter.selectField(named: ["age", "name"])
      await presenter.selectField(named: ["height"])
      await presenter.selectField(named: ["TEAM"])
      let fields = "name, age, club, position, skill"
      #expect(
        view.errors == [
          "type 'edit FIELD' with one of: \(fields)", "type 'edit FIELD' with one of: \(fields)",
          "there is no field 'height'; choose one of: \(fields)",
        ])
      #expect(view.edits == [PlayerFieldEdit(player: ann, field: .favouriteTeam)])
    case .theSavedPlayerIsShownWhenTheScreenAppearsAgain:
      view.expect(.display, .showEditView)
      let presenter = makePresenter(view, ann, FakeGatherService())
      var annie = ann
      annie.name = "Annie"
      presenter.updatePlayer(annie)
      await presenter.viewDidAppear()
      await presenter.selectField(named: ["age"])
      #expect(view.titles == ["Player: Annie"])
      #expect(view.edits.map(\.original) == [annie])
    }
  }
}

/// MVP's edit presenter with the strict mock view, for what `PlayerEditPresenterCheck`
/// leaves out: choosing by number, values refused or unchanged, and a failed save. Written
/// once; MVPPlayerDetailTests and MVPCPlayerDetailTests run each check as a test of its
/// own (its name and its behaviour tags), against their own pattern's presenter.
public enum PlayerEditPresenterFlowCheck: String, CaseIterable, Sendable,
  CustomTestStringConvertible
{
  case anOptionIsChosenByNumberAndSavedOverTheRecordAsStoredNow
  case aValueRefusedOrUnchangedIsSaidAndNothingIsSaved
  case aChoiceUnchangedIsSaidAndSavingAsksForAnotherOne
  case aFailedSaveKeepsTheChangeOnScreen

  public var testDescription: String { rawValue }

  /// Runs the check on the presenters `makePresenter` makes over the mock view, the edit of
  /// one of Ann's fields, and the player service that saves it.
  @MainActor
  public func run(
    _ makePresenter: (MockPlayerEditView, PlayerFieldEdit, FakePlayerService) ->
      any MVPPlayerEditPresenting
  ) async {
    let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)
    let view = MockPlayerEditView()
    func presenter(_ field: PlayerField, service: FakePlayerService = FakePlayerService())
      -> any MVPPlayerEditPresenting
    {
      makePresenter(view, PlayerFieldEdit(player: ann, field: field), service)
    }
    switch self {
    case .anOptionIsChosenByNumberAndSavedOverTheRecordAsStoredNow:
      view.expect(.showMessage, .handleSuccessfulPlayerUpdate)
      let service = FakePlayerService(players: [ann])
      let presenter = presenter(.position, service: service)
      #expect(presenter.isSelectionViewType && presenter.numberOfChoices == 5)
      #expect(presenter.fieldName == "position")
      presenter.chooseOption(at: 4)
      service.changeAsAnotherClient(id: 1) { $0.name = "Annie" }
      await presenter.updatePlayer()
      let saved = service.players
      #expect(saved.map(\.name) == ["Annie"])
      #expect(saved.first?.position == .striker)
      #expect(view.calls.last == .saved(saved[0]))
    case .aValueRefusedOrUnchangedIsSaidAndNothingIsSaved:
      view.expect(.showMessage, .handleError)
      let presenter = presenter(.age)
      #expect(presenter.isSelectionViewType == false)
      presenter.enterValue("old")
      presenter.enterValue("30")
      presenter.chooseOption(at: 0)
      #expect(view.calls.count == 3)
      #expect(view.calls[1] == .message("That is the current age; there is nothing to save."))
      #expect(await presenter.shouldLeave())
    case .aChoiceUnchangedIsSaidAndSavingAsksForAnotherOne:
      view.expect(.showMessage, .handleError)
      let presenter = presenter(.position)
      presenter.chooseOption(at: 0)
      await presenter.updatePlayer()
      #expect(
        view.calls == [
          .message("That is the current position; there is nothing to save."),
          .error("nothing to save; choose a different position first"),
        ])
    case .aFailedSaveKeepsTheChangeOnScreen:
      view.expect(.showMessage, .handleError, .askToDiscard)
      let service = FakePlayerService(players: [ann])
      service.setFailure(.storage("disk full"))
      let presenter = presenter(.age, service: service)
      presenter.enterValue("31")
      await presenter.updatePlayer()
      #expect(view.calls.last == .error("could not save the age: storage failed: disk full"))
      view.discards = true
      #expect(await presenter.shouldLeave())
      #expect(view.calls.last == .question("Leave without saving the new age (31)?"))
    }
  }
}
