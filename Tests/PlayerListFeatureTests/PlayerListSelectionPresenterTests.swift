import Domain
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListSelectionPresenterTests {
  let view = SpyPlayerListView()
  let router = RecordingPlayerListRouter()
  let dee = Player(id: 4, name: "Dee")

  func makeSelectingPresenter(expecting methods: Set<StubPlayerListInteractor.Method>) async
    -> PlayerListPresenter
  {
    let presenter = PlayerListPresenter(
      username: "alice", view: view,
      interactor: StubPlayerListInteractor(players: [.ann, .bob, .cy, dee], expecting: methods),
      router: router)
    await presenter.viewDidAppear()
    await presenter.didRequestSelection()
    return presenter
  }

  var picked: [String] {
    view.lastViewModel?.rows.filter(\.isPicked).map(\.name) ?? []
  }

  @Test func selectionModeShowsPicksAndHowManyInTheTitle() async {
    view.expect(.display)
    let presenter = await makeSelectingPresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.didPickPlayers(at: [0, 2, 3])
    let model = view.lastViewModel
    #expect(model?.isSelecting == true)
    #expect(model?.title == "Select players of alice: 3 of 4 selected")
    #expect(picked == ["Ann", "Cy", "Dee"])
    #expect(
      model?.hint
        == "Commands: pick N..|all, unpick N..|all, N.. to toggle, add NAME, confirm, cancel, list, help, back, quit"
    )
  }

  @Test func unpickingAndTogglingChangeOnlyTheirPlayers() async {
    view.expect(.display)
    let presenter = await makeSelectingPresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.didPickPlayers(at: [0, 1, 2])
    await presenter.didUnpickPlayers(at: [1])
    #expect(picked == ["Ann", "Cy"])
    await presenter.didTogglePlayers(at: [0, 1])
    #expect(picked == ["Bob", "Cy"])
  }

  @Test func confirmingRoutesWithThePickedPlayersInRosterOrder() async {
    view.expect(.display)
    router.expect(.showTeams)
    let presenter = await makeSelectingPresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.didPickPlayers(at: [3, 1])
    await presenter.didConfirmSelection()
    #expect(router.routes == [.teams([.bob, dee])])
  }

  @Test func confirmingFewerThanTwoIsOneErrorAndGoesNowhere() async {
    view.expect(.display, .displayError)
    let presenter = await makeSelectingPresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.didPickPlayers(at: [1])
    await presenter.didConfirmSelection()
    #expect(
      view.outputs.last
        == .error("a gather needs at least 2 players; 1 picked; pick more with 'pick N'"))
    #expect(router.routes.isEmpty)
  }

  @Test func aRowThatIsNotThereChangesNothing() async {
    view.expect(.display, .displayError)
    let presenter = await makeSelectingPresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.didPickPlayers(at: [0])
    await presenter.didPickPlayers(at: [1, 9])
    #expect(view.outputs.last == .error("there is no player 10; choose a number from 1 to 4"))
    #expect(picked == ["Ann"])
  }

  @Test func cancellingLeavesSelectionModeAndClearsTheSelection() async {
    view.expect(.display, .displayMessage)
    let presenter = await makeSelectingPresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.didPickPlayers(at: [0, 1])
    await presenter.didCancelSelection()
    #expect(view.lastViewModel?.isSelecting == false)
    #expect(view.lastViewModel?.title == "Players of alice (4)")
    await presenter.didRequestSelection()
    #expect(view.lastViewModel?.title == "Select players of alice: 0 of 4 selected")
    #expect(picked.isEmpty)
  }

  @Test func reloadingKeepsTheSelection() async {
    view.expect(.display)
    let presenter = await makeSelectingPresenter(expecting: [.loadRoster, .unfinishedMatch])
    await presenter.didPickPlayers(at: [2])
    await presenter.viewDidAppear()
    #expect(picked == ["Cy"])
  }

  @Test func anEmptyRosterHasNothingToSelect() async {
    view.expect(.display, .displayError)
    let presenter = PlayerListPresenter(
      username: "alice", view: view,
      interactor: StubPlayerListInteractor(
        players: [], expecting: [.loadRoster, .unfinishedMatch]),
      router: router)
    await presenter.viewDidAppear()
    await presenter.didRequestSelection()
    #expect(
      view.outputs.last == .error("there are no players to select; type 'add' to add some"))
    #expect(view.lastViewModel?.isSelecting == false)
  }
}
