import Domain
import Testing

@testable import PlayerListFeature

@MainActor
struct PlayerListPresenterTests {
  let view = SpyPlayerListView()
  let router = RecordingPlayerListRouter()

  func makePresenter(_ interactor: StubPlayerListInteractor) -> PlayerListPresenter {
    PlayerListPresenter(username: "alice", view: view, interactor: interactor, router: router)
  }

  @Test func appearingShowsEveryPlayerInColumns() async {
    view.expect(.display)
    let presenter = makePresenter(
      StubPlayerListInteractor(
        players: [.bob, .ann, .cy], expecting: [.loadRoster, .unfinishedMatch]))
    await presenter.viewDidAppear()
    #expect(
      view.outputs == [
        .display(
          PlayerListViewModel(
            title: "Players of alice (3)",
            rows: [
              .init(number: "1", name: "Ann", position: "Goalkeeper", skill: "Amateur"),
              .init(number: "2", name: "Bob", position: "Striker", skill: "Professional"),
              .init(number: "3", name: "Cy", position: "-", skill: "-"),
            ],
            emptyMessage: nil))
      ])
  }

  @Test func anEmptyRosterSaysHowToAddAPlayer() async {
    view.expect(.display)
    await makePresenter(
      StubPlayerListInteractor(players: [], expecting: [.loadRoster, .unfinishedMatch])
    ).viewDidAppear()
    #expect(
      view.lastViewModel?.emptyMessage
        == "No players yet. Type 'add' to add your first player, or 'import FILE'.")
    #expect(view.lastViewModel?.rows == [])
  }

  @Test func comingBackWhileTheBackendIsDownShowsTheListAsLastLoaded() async {
    view.expect(.display, .displayError)
    let interactor = StubPlayerListInteractor(
      players: [.ann, .bob], expecting: [.loadRoster, .unfinishedMatch])
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    interactor.failure = .network("no answer")
    await presenter.viewDidAppear()  // back from a match, a form, the selection
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann", "Bob"])
    #expect(
      view.outputs.last
        == .error(
          "could not load the players (the list above is as last loaded): "
            + "the server request failed: no answer"))
  }

  @Test func aLoadFailureIsOneErrorLine() async {
    view.expect(.displayError)
    let interactor = StubPlayerListInteractor(players: [], failure: .storage("disk full"))
    // The saved match is still looked for: it is kept apart from the roster (a local file
    // in remote mode), so it can be offered while the server is down.
    interactor.expect(.loadRoster, .unfinishedMatch)
    await makePresenter(interactor).viewDidAppear()
    #expect(view.outputs == [.error("could not load the players: storage failed: disk full")])
  }

  /// `select` while the players never loaded (the server did not answer) looks again, and
  /// says the players could not be loaded rather than that there are none; once the server
  /// answers, `select` opens the selection.
  @Test func selectAfterAFailedLoadLooksAgainAndSaysWhy() async {
    view.expect(.displayError)
    router.expect(.pickPlayers)
    let interactor = StubPlayerListInteractor(
      players: [.ann, .bob], failure: .network("no answer"))
    interactor.expect(.loadRoster, .unfinishedMatch)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    await presenter.didRequestExit(.select)
    #expect(
      view.outputs.last
        == .error(
          "could not load the players to select: the server request failed: no answer; "
            + "'select' tries again"))
    #expect(router.intents.isEmpty)
    interactor.failure = nil
    await presenter.didRequestExit(.select)
    #expect(router.intents == [.pickPlayers(RosterWindow())])
  }

  @Test func deletingAsksFirstThenDeletesAndShowsTheListAgain() async {
    view.expect(.display, .askConfirmation, .displayMessage)
    let interactor = StubPlayerListInteractor(players: [.ann, .bob])
    interactor.expect(.loadRoster, .unfinishedMatch, .deletions, .delete)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    view.answers = [true]
    await presenter.didRequestDelete(at: [1])
    #expect(interactor.deleted == [.bob])
    #expect(
      view.outputs.dropFirst().prefix(2) == [
        .confirmation("Delete Bob?"), .message("Deleted Bob."),
      ])
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann"])
    #expect(view.lastViewModel?.title == "Players of alice (1)")
  }

  @Test func answeringNoKeepsThePlayer() async {
    view.expect(.display, .askConfirmation, .displayMessage)
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.loadRoster, .unfinishedMatch, .deletions)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    view.answers = [false]
    await presenter.didRequestDelete(at: [0])
    #expect(interactor.deleted.isEmpty)
    #expect(view.outputs.last == .message("Ann was not deleted."))
  }

  @Test func deletingAPlayerAServerDropsFromPastGathersSaysHowManyFirst() async {
    view.expect(.display, .askConfirmation, .displayMessage)
    let interactor = StubPlayerListInteractor(players: [.ann, .bob])
    interactor.expect(.loadRoster, .unfinishedMatch, .deletions, .delete)
    interactor.gathersLosing = [Player.bob.id: 3]
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    view.answers = [false, true]
    await presenter.didRequestDelete(at: [1])
    #expect(interactor.deleted.isEmpty)
    let question =
      "Bob played in 3 past gathers; the server will drop Bob from them (the app keeps the "
      + "name in its local cache). Delete Bob for good?"
    #expect(
      view.outputs.dropFirst().prefix(2) == [
        .confirmation(question), .message("Bob was not deleted."),
      ])
    await presenter.didRequestDelete(at: [1])
    #expect(interactor.deleted == [.bob])
    #expect(
      view.outputs.suffix(3).prefix(2) == [.confirmation(question), .message("Deleted Bob.")])
  }

  @Test func aFailedDeleteSaysWhyAndKeepsTheList() async {
    view.expect(.display, .askConfirmation, .displayError)
    let interactor = StubPlayerListInteractor(players: [.ann])
    interactor.expect(.loadRoster, .unfinishedMatch, .deletions, .delete)
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    interactor.failure = .notFound("player 1")
    view.answers = [true]
    await presenter.didRequestDelete(at: [0])
    #expect(view.outputs.last == .error("could not delete Ann: player 1 was not found"))
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann"])
  }

  @Test func selectingAPlayerRoutesToTheDetail() async {
    view.expect(.display)
    router.expect(.inspect)
    let presenter = makePresenter(
      StubPlayerListInteractor(
        players: [.ann, .bob], expecting: [.loadRoster, .unfinishedMatch]))
    await presenter.viewDidAppear()
    await presenter.didSelectPlayer(at: 1)
    #expect(router.intents == [.inspect(.bob)])
  }

  @Test func aRowThatIsNotThereIsAnErrorAndGoesNowhere() async {
    view.expect(.display, .displayError)
    let presenter = makePresenter(
      StubPlayerListInteractor(players: [.ann], expecting: [.loadRoster, .unfinishedMatch]))
    await presenter.viewDidAppear()
    await presenter.didSelectPlayer(at: 4)
    #expect(view.outputs.last == .error("there is no player 5; choose a number from 1 to 1"))
    #expect(router.intents.isEmpty)
  }

  @Test func addAndLogOutAreRoutes() async {
    router.expect(.addPlayer, .logOut)
    let presenter = makePresenter(StubPlayerListInteractor(players: []))
    await presenter.didRequestExit(.add(named: nil))
    await presenter.didRequestExit(.add(named: "Ben Carter"))
    await presenter.didRequestExit(.logOut)
    #expect(router.intents == [.addPlayer(nil), .addPlayer("Ben Carter"), .logOut])
  }

  @Test func backAsksBeforeLoggingOutAndNoOrTheEndOfInputStays() async {
    view.expect(.display, .askConfirmation, .displayMessage)
    router.expect(.logOut)
    let presenter = makePresenter(
      StubPlayerListInteractor(players: [], expecting: [.loadRoster, .unfinishedMatch]))
    await presenter.viewDidAppear()
    await presenter.didRequestExit(.back)
    #expect(router.intents.isEmpty)
    #expect(
      view.outputs.suffix(2) == [
        .confirmation("Log out alice?"),
        .message("Still logged in; type 'logout' to log out."),
      ])
    view.answers = [true]
    await presenter.didRequestExit(.back)
    #expect(router.intents == [.logOut])
  }

  @Test func selectOpensTheSelectionOnTheRowsShown() async {
    view.expect(.display)
    router.expect(.pickPlayers)
    let presenter = makePresenter(
      StubPlayerListInteractor(players: [.ann, .bob], expecting: [.loadRoster, .unfinishedMatch]))
    await presenter.didRequestList(from: 1, through: 1)
    await presenter.didRequestExit(.select)
    var window = RosterWindow()
    window.show(from: 1, through: 1)
    #expect(router.intents == [.pickPlayers(window)])
  }

  @Test func anEmptyRosterHasNothingToSelect() async {
    view.expect(.display, .displayError)
    let presenter = makePresenter(
      StubPlayerListInteractor(players: [], expecting: [.loadRoster, .unfinishedMatch]))
    await presenter.viewDidAppear()
    await presenter.didRequestExit(.select)
    #expect(
      view.outputs.last == .error("there are no players to select; type 'add' to add some"))
    #expect(router.intents.isEmpty)
  }
}
