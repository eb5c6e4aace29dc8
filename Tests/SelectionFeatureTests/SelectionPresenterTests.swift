import Domain
import Testing

@testable import SelectionFeature

@MainActor
struct SelectionPresenterTests {
  let view = SpySelectionView()
  let router = RecordingSelectionRouter()

  func makePresenter(
    _ players: [Player] = [.ann, .bob, .cy, .dee],
    expecting methods: Set<StubSelectionInteractor.Method> = [.loadRoster]
  ) async -> SelectionPresenter {
    let presenter = SelectionPresenter(
      username: "alice", window: RosterWindow(), view: view,
      interactor: StubSelectionInteractor(players: players, expecting: methods), router: router)
    await presenter.viewDidAppear()
    return presenter
  }

  var picked: [String] {
    view.lastViewModel?.rows.filter(\.isPicked).map(\.name) ?? []
  }

  @Test func showsPicksAndHowManyInTheTitle() async {
    view.expect(.display)
    let presenter = await makePresenter()
    #expect(view.lastViewModel?.title == "Select players of alice: 0 of 4 selected")
    await presenter.didPickPlayers(at: [0, 2, 3])
    let model = view.lastViewModel
    #expect(model?.title == "Select players of alice: 3 of 4 selected")
    #expect(picked == ["Ann", "Cy", "Dee"])
  }

  @Test func unpickingAndTogglingChangeOnlyTheirPlayers() async {
    view.expect(.display)
    let presenter = await makePresenter()
    await presenter.didPickPlayers(at: [0, 1, 2])
    await presenter.didUnpickPlayers(at: [1])
    #expect(picked == ["Ann", "Cy"])
    await presenter.didTogglePlayers(at: [0, 1])
    #expect(picked == ["Bob", "Cy"])
  }

  @Test func confirmingRoutesWithThePickedPlayersInRosterOrder() async {
    view.expect(.display)
    router.expect(.makeTeams)
    let presenter = await makePresenter()
    await presenter.didPickPlayers(at: [3, 1])
    await presenter.didConfirmSelection()
    #expect(router.intents == [.makeTeams([.bob, .dee])])
  }

  @Test func confirmingFewerThanTwoIsOneErrorAndGoesNowhere() async {
    view.expect(.display, .displayError)
    let presenter = await makePresenter()
    await presenter.didPickPlayers(at: [1])
    await presenter.didConfirmSelection()
    #expect(
      view.outputs.last
        == .error("a gather needs at least 2 players; 1 picked; pick more with 'pick N'"))
    #expect(router.intents.isEmpty)
  }

  @Test func aRowThatIsNotThereChangesNothing() async {
    view.expect(.display, .displayError)
    let presenter = await makePresenter()
    await presenter.didPickPlayers(at: [0])
    await presenter.didPickPlayers(at: [1, 9])
    #expect(view.outputs.last == .error("there is no player 10; choose a number from 1 to 4"))
    #expect(picked == ["Ann"])
  }

  @Test func cancellingClearsTheSelectionAndLeaves() async {
    view.expect(.display, .displayMessage)
    router.expect(.cancel)
    let presenter = await makePresenter()
    await presenter.didPickPlayers(at: [0, 1])
    await presenter.didCancelSelection()
    #expect(view.outputs.last == .message("Selection cleared."))
    #expect(router.intents == [.cancel])
    #expect(presenter.selection.count == 0)
  }

  @Test func showingAgainKeepsTheSelectionAndStartsAtTheFirstPage() async {
    view.expect(.display, .displayMessage)
    let many = (1...60).map { Player(id: $0, name: "P\($0)") }
    let presenter = SelectionPresenter(
      username: "alice", window: RosterWindow(), view: view,
      interactor: StubSelectionInteractor(players: many, expecting: [.loadRoster]),
      router: router)
    await presenter.viewDidAppear()
    await presenter.didPickPlayers(at: [2])
    await presenter.didRequestMore()
    #expect(view.lastViewModel?.rows.first?.number == "51")
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.rows.first?.number == "1")
    #expect(picked == ["P3"])
  }

  @Test func theFirstShowingKeepsTheRowsTheListShowed() async {
    view.expect(.display)
    var window = RosterWindow()
    window.show(from: 1, through: 2)
    let presenter = SelectionPresenter(
      username: "alice", window: window, view: view,
      interactor: StubSelectionInteractor(
        players: [.ann, .bob, .cy, .dee], expecting: [.loadRoster]),
      router: router)
    await presenter.viewDidAppear()
    #expect(view.lastViewModel?.rows.map(\.name) == ["Bob", "Cy"])
    #expect(view.lastViewModel?.footer?.hasPrefix("Players 2-3 of 4.") == true)
  }

  @Test func aGuestJoinsTheRosterPicked() async {
    view.expect(.display, .displayMessage)
    let presenter = await makePresenter(expecting: [.loadRoster, .namesakes, .addGuest])
    await presenter.didRequestGuest(named: "Sam")
    #expect(
      view.outputs.contains(.message("Added Sam to the roster and picked them for today.")))
    #expect(view.lastViewModel?.title == "Select players of alice: 1 of 5 selected")
    #expect(picked == ["Sam"])
  }

  @Test func findShowsTheMatchesWithTheirRosterNumbers() async {
    view.expect(.display)
    let presenter = await makePresenter(expecting: [.loadRoster, .find])
    await presenter.didPickPlayers(at: [1])
    await presenter.didRequestFind("b")
    #expect(view.lastViewModel?.rows.map(\.number) == ["2"])
    #expect(view.lastViewModel?.rows.first?.isPicked == true)
    #expect(view.lastViewModel?.footer == "1 player matches 'b'.")
  }

  @Test func aRosterThatCannotLoadTheFirstTimeIsOneError() async {
    view.expect(.displayError)
    let interactor = StubSelectionInteractor(players: [.ann], expecting: [.loadRoster])
    interactor.failure = .storage("disk gone")
    let presenter = SelectionPresenter(
      username: "alice", window: RosterWindow(), view: view, interactor: interactor,
      router: router)
    await presenter.viewDidAppear()
    #expect(
      view.outputs == [
        .error(
          "could not load the players to pick from: storage failed: disk gone; 'list' tries "
            + "again, 'back' returns to the player list")
      ])
  }
}
