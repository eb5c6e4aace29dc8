import Domain
import LineUI

/// What the composition root tells a built PlayerList module: its input.
@MainActor
public protocol PlayerListInput: AnyObject {
  /// Another module changed the roster on the list's console (players imported, restored,
  /// merged): the list loads it again and shows it from its first page when `fromTheTop`,
  /// else as it shows a change (the roster when it fits on a page, else a line with the
  /// count).
  func rosterDidChange(fromTheTop: Bool) async
}

/// A built PlayerList module: the screen to push and the input to tell it of changes.
public typealias PlayerListModule = BuiltModule<any PlayerListInput>

/// The PlayerList module's one public entry: builds View, Interactor and Presenter, wires
/// them through their initialisers and returns the screen and its input.
public struct PlayerListBuilder {
  private let console: Console
  private let playerService: any PlayerService
  private let snapshotService: any MatchSnapshotService
  private let draftService: any TeamDraftService

  /// - Parameters:
  ///   - console: where the screen writes and reads its lines.
  ///   - playerService: the roster the list pages through and deletes from.
  ///   - snapshotService: where a match left unfinished is kept, offered back with `resume`.
  ///   - draftService: where the next gather's picks and teams are kept, offered back at
  ///     login.
  public init(
    console: Console, playerService: any PlayerService,
    snapshotService: any MatchSnapshotService, draftService: any TeamDraftService
  ) {
    self.console = console
    self.playerService = playerService
    self.snapshotService = snapshotService
    self.draftService = draftService
  }

  /// The list of `username`'s players, whose ways out go to `router` (held weakly: the
  /// flow owns itself elsewhere).
  @MainActor
  public func build(username: String, router: any PlayerListRouter) -> PlayerListModule {
    let view = PlayerListView(console: console)
    let presenter = PlayerListPresenter(
      username: username,
      view: view,
      interactor: PlayerListInteractor(
        playerService: playerService, snapshotService: snapshotService,
        draftService: draftService),
      router: router)
    return PlayerListModule(
      screen: ModuleScreen(view: view, presenter: presenter as any PlayerListPresenting),
      input: presenter)
  }
}
