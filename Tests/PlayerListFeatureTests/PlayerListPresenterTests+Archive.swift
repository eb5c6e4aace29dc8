import Domain
import Testing

@testable import PlayerListFeature

/// Deleting a player who played archives them; `archived` lists them, `restore N` brings
/// one back.
extension PlayerListPresenterTests {
  @Test func deletingAPlayerWhoPlayedSaysTheyAreArchivedAndKept() async {
    view.expect(.display, .askConfirmation, .displayMessage)
    let interactor = StubPlayerListInteractor(players: [.ann, .bob])
    interactor.expect(.loadRoster, .unfinishedMatch, .deletion, .delete)
    interactor.gatherCounts = [Player.ann.id: 3]
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    view.answers = [true]
    await presenter.didRequestDelete(at: 0)
    #expect(
      view.outputs.contains(
        .message(
          "Archived Ann: off the roster, still in the 3 gathers they played and in the "
            + "records. 'archived' lists them; 'restore N' brings one back.")))
    #expect(view.lastViewModel?.rows.map(\.name) == ["Bob"])
  }

  @Test func archivedListsThemAndRestoreBringsOneBack() async {
    view.expect(.display, .askConfirmation, .displayMessage, .displayDetails, .displayError)
    let interactor = StubPlayerListInteractor(players: [.ann, .bob])
    interactor.expect(
      .loadRoster, .unfinishedMatch, .deletion, .delete, .archivedPlayers, .restore)
    interactor.gatherCounts = [Player.ann.id: 1]
    let presenter = makePresenter(interactor)
    await presenter.viewDidAppear()
    view.answers = [true]
    await presenter.didRequestDelete(at: 0)
    await presenter.didRequestArchivedPlayers()
    #expect(
      view.outputs.suffix(2) == [
        .message("Archived players (1); 'restore N' puts one back on the roster:"),
        .details(["1  Ann"]),
      ])
    await presenter.didRequestRestore(number: 2)
    #expect(
      view.outputs.last
        == .error(
          "there is no archived player 2; choose a number from 1 to 1 ('archived' lists them)"))
    await presenter.didRequestRestore(number: 1)
    #expect(view.outputs.contains(.message("Restored Ann to the roster.")))
    #expect(view.lastViewModel?.rows.map(\.name) == ["Ann", "Bob"])
    await presenter.didRequestArchivedPlayers()
    #expect(
      view.outputs.last
        == .message("No archived players."))
    await presenter.didRequestRestore(number: 1)
    #expect(view.outputs.last == .error("there are no archived players to restore"))
  }
}
