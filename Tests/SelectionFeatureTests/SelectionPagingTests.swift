import Domain
import Testing

@testable import SelectionFeature

/// A long roster comes a screenful at a time while picking, and picks print a line, not
/// the roster.
@MainActor
struct SelectionPagingTests {
  let view = SpySelectionView()
  let router = RecordingSelectionRouter()
  let players = (1...120).map { Player(id: $0, name: "P\($0)") }

  func makePresenter(expecting methods: Set<StubSelectionInteractor.Method>) async
    -> SelectionPresenter
  {
    let presenter = SelectionPresenter(
      username: "alice", window: RosterWindow(), view: view,
      interactor: StubSelectionInteractor(players: players, expecting: methods), router: router)
    await presenter.viewDidAppear()
    return presenter
  }

  @Test func theFirstScreenfulShowsWithHowToSeeMore() async {
    view.expect(.display)
    _ = await makePresenter(expecting: [.loadRoster])
    #expect(view.lastViewModel?.rows.map(\.number) == (1...50).map(String.init))
    #expect(view.lastViewModel?.playerCount == 120)
    #expect(
      view.lastViewModel?.footer
        == "Players 1-50 of 120. 'more' shows the next 50; 'list A-B' shows others, "
        + "'find TEXT' looks up names.")
  }

  @Test func pickingOnALongRosterSaysWhatChangedAndTheCount() async {
    view.expect(.display, .displayMessage)
    let presenter = await makePresenter(expecting: [.loadRoster])
    let shown = view.outputs.count
    await presenter.didPickPlayers(at: Array(0..<22))
    await presenter.didUnpickPlayers(at: [0])
    #expect(
      view.outputs.dropFirst(shown) == [
        .message("Picked 22 players: 22 of 120 players selected."),
        .message("Unpicked 1 player: 21 of 120 players selected."),
      ])
  }

  @Test func pickingAndShowingPastThePageLoadThoseRowsWithTheirRosterNumbers() async {
    view.expect(.display, .displayMessage, .displayError)
    let presenter = await makePresenter(expecting: [.loadRoster, .players])
    await presenter.didPickPlayers(at: [0, 106, 119])
    #expect(view.outputs.last == .message("Picked 3 players: 3 of 120 players selected."))
    await presenter.didPickPlayers(at: Array(0..<120))
    #expect(view.outputs.last == .message("Picked 120 players: 120 of 120 players selected."))
    await presenter.didRequestList(from: 100, through: 101)
    #expect(view.lastViewModel?.rows.map(\.number) == ["101", "102"])
    #expect(view.lastViewModel?.rows.allSatisfy(\.isPicked) == true)
    await presenter.didTogglePlayers(at: [120])
    #expect(view.outputs.last == .error("there is no player 121; choose a number from 1 to 120"))
    router.expect(.makeTeams)
    await presenter.didConfirmSelection()
    #expect(router.intents.last == .makeTeams(players))
  }

  @Test func moreStopsAtTheEndOfTheRoster() async {
    view.expect(.display, .displayMessage)
    let presenter = await makePresenter(expecting: [.loadRoster])
    await presenter.didRequestMore()
    await presenter.didRequestMore()
    #expect(view.lastViewModel?.rows.map(\.number) == (101...120).map(String.init))
    await presenter.didRequestMore()
    #expect(
      view.outputs.last
        == .message("That is the end of the list (120 players); 'list' starts again."))
  }
}
