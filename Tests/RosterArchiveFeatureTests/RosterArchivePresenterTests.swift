import Domain
import TestSupport
import Testing

@testable import RosterArchiveFeature

/// `archived`, `restore N` and `merge N M`, which the player list hands on: the lines they
/// write, over the real interactor and an in-memory player service.
@MainActor
struct RosterArchivePresenterTests {
  let view = SpyRosterArchiveView()
  let router = RecordingRosterArchiveRouter()

  func makePresenter(_ service: FakePlayerService) -> RosterArchivePresenter {
    RosterArchivePresenter(
      view: view, interactor: RosterArchiveInteractor(playerService: service), router: router)
  }

  /// A service where Ann played once and was deleted (so archived).
  func serviceWithAnnArchived() async throws -> FakePlayerService {
    let service = FakePlayerService(players: [.ann, .bob], gatherCounts: [Player.ann.id: 1])
    _ = try await service.deletePlayer(id: Player.ann.id)
    return service
  }

  @Test func archivedListsThemNumberedForRestore() async throws {
    view.expect(.displayMessage, .displayDetails)
    await makePresenter(try await serviceWithAnnArchived()).listArchivedPlayers()
    #expect(
      view.outputs == [
        .message("Archived players (1); 'restore N' puts one back on the roster:"),
        .details(["1  Ann"]),
      ])
    #expect(router.intents.isEmpty)
  }

  @Test func restoreBringsOneBackThenAsksToSeeTheRosterChanged() async throws {
    view.expect(.displayMessage, .displayError)
    router.expect(.seeRoster)
    let service = try await serviceWithAnnArchived()
    let presenter = makePresenter(service)
    await presenter.restore(number: 2)
    #expect(
      view.outputs.last
        == .error(
          "there is no archived player 2; choose a number from 1 to 1 ('archived' lists them)"))
    #expect(router.intents.isEmpty)
    await presenter.restore(number: 1)
    #expect(view.outputs.last == .message("Restored Ann to the roster."))
    #expect(router.intents == ["see the roster changed"])
    #expect(try await service.allPlayers().map(\.name).sorted() == ["Ann", "Bob"])
    await presenter.listArchivedPlayers()
    #expect(view.outputs.last == .message("No archived players."))
    await presenter.restore(number: 1)
    #expect(view.outputs.last == .error("there are no archived players to restore"))
  }

  @Test func mergeAsksNamingBothThenMovesTheGathersAndShowsTheListFromTheTop() async throws {
    view.expect(.askConfirmation, .displayMessage)
    router.expect(.seeRoster)
    let service = FakePlayerService(players: [.ann, .bob, .anna])
    view.answers = [true]
    await makePresenter(service).merge(
      NumberedPlayer(number: 3, player: .anna), into: NumberedPlayer(number: 1, player: .ann))
    #expect(
      view.outputs.first
        == .confirmation(
          "Merge 3 Anna (31) into 1 Ann (31, Arsenal)? Anna's gathers, goals and records "
            + "become Ann's, and 3 leaves the roster."))
    #expect(view.outputs.last?.isMergedMessage == true)
    #expect(router.intents == ["see the roster from the top"])
    #expect(try await service.allPlayers().map(\.name) == ["Ann", "Bob"])
  }

  @Test func noOrTheEndOfInputMergesNothing() async {
    view.expect(.askConfirmation, .displayMessage)
    let service = FakePlayerService(players: [.ann, .anna])
    await makePresenter(service).merge(
      NumberedPlayer(number: 2, player: .anna), into: NumberedPlayer(number: 1, player: .ann))
    #expect(view.outputs.last == .message("Nothing was merged."))
    #expect(router.intents.isEmpty)
    #expect(service.players.count == 2)
  }

  @Test func aFailedLookUpIsOneErrorAndChangesNothing() async {
    view.expect(.displayError)
    let service = FakePlayerService(players: [.ann])
    service.setFailure(.network("no answer"))
    await makePresenter(service).listArchivedPlayers()
    #expect(
      view.outputs == [
        .error("could not load the archived players: the server request failed: no answer")
      ])
  }
}

extension SpyRosterArchiveView.Output {
  fileprivate var isMergedMessage: Bool {
    if case .message(let text) = self { text.hasPrefix("Merged Anna into Ann: ") } else { false }
  }
}
