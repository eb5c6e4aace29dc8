import Domain
import Testing

@testable import PlayerListFeature

/// Deleting a player who played archives them; `archived`, `restore N`, `merge N M`,
/// `export` and `import` are handed on through the router (RosterArchive and RosterTransfer
/// answer them), and the list shows the change they made when told.
extension PlayerListPresenterTests {
  @Test func deletingAPlayerWhoPlayedSaysTheyAreArchivedAndKept() async {
    view.expect(.display, .askConfirmation, .displayMessage)
    let interactor = StubPlayerListInteractor(players: [.ann, .bob])
    interactor.expect(.loadRoster, .unfinishedMatch, .deletions, .delete)
    interactor.gatherCounts = [Player.ann.id: 3]
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    view.answers = [true]
    await presenter.didRequestDelete(at: [0])
    #expect(
      view.outputs.contains(
        .message(
          "Archived Ann: off the roster, still in the 3 gathers they played and in the "
            + "records. 'archived' lists them; 'restore N' brings one back.")))
    #expect(view.lastViewModel?.rows.map(\.name) == ["Bob"])
  }

  @Test func theArchiveAndFileCommandsAreHandedToTheRouterAsTyped() async {
    view.expect(.display)
    router.expect(.reviewArchive, .restoreArchivedPlayer, .exportRoster, .importPlayers)
    let presenter = makePresenter(
      StubPlayerListInteractor(players: [.ann], expecting: [.loadRoster, .unfinishedMatch]))
    await presenter.viewDidAppear()
    await presenter.didRequestRosterTask(.archived)
    await presenter.didRequestRosterTask(.restore(number: 2))
    await presenter.didRequestRosterTask(.export(format: "CSV", path: "team.csv"))
    await presenter.didRequestRosterTask(.importFile(path: "more.csv", allowingDuplicates: true))
    #expect(
      router.intents == [
        .reviewArchive, .restore(2), .export("CSV", "team.csv"),
        .importFile("more.csv", allowingDuplicates: true),
      ])
  }

  @Test func mergeFindsBothPlayersThenHandsThemOnNumberedAsOnTheList() async {
    view.expect(.display)
    router.expect(.merge)
    let presenter = makePresenter(
      StubPlayerListInteractor(players: [.ann, .bob], expecting: [.loadRoster, .unfinishedMatch]))
    await presenter.viewDidAppear()
    await presenter.didRequestRosterTask(.merge(duplicate: 1, into: 0))
    #expect(router.intents == [.merge(.bob, 2, into: .ann, 1)])
  }

  @Test func aChangeTheArchiveOrTheTransferMadeIsLoadedAndShown() async {
    view.expect(.display)
    let interactor = StubPlayerListInteractor(
      players: [.ann], expecting: [.loadRoster, .unfinishedMatch])
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    interactor.roster = PlayerRoster([.ann, .bob])
    await presenter.rosterDidChange(fromTheTop: false)
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann", "Bob"])
    interactor.roster = PlayerRoster([.ann, .bob, .cy])
    await presenter.rosterDidChange(fromTheTop: true)
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann", "Bob", "Cy"])
    #expect(router.intents.isEmpty)
  }
}
