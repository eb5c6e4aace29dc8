import Domain
import LineUI

/// The PlayerList module's one public entry: builds View, Interactor, Presenter and
/// Router, wires them through their initialisers and returns the screen.
public struct PlayerListBuilder {
  private let console: Console
  private let playerService: any PlayerService
  private let files: any TextFileAccess
  private let codec: any RosterFileCoding
  private let snapshotService: any MatchSnapshotService
  private let draftService: any TeamDraftService

  /// The console and the services the list uses; `codec` reads and writes the roster
  /// files (Infrastructure's, handed in by the composition root); `snapshotService` is where a match left
  /// unfinished is kept, offered back with `resume`, and `draftService` where the next
  /// gather's picks and teams are kept, offered back at login.
  public init(
    console: Console, playerService: any PlayerService, files: any TextFileAccess,
    codec: any RosterFileCoding, snapshotService: any MatchSnapshotService,
    draftService: any TeamDraftService
  ) {
    self.console = console
    self.playerService = playerService
    self.files = files
    self.codec = codec
    self.snapshotService = snapshotService
    self.draftService = draftService
  }

  @MainActor
  public func build(username: String, listener: any PlayerListListener) -> any Screen {
    let view = PlayerListView(console: console)
    let presenter = PlayerListPresenter(
      username: username,
      view: view,
      interactor: PlayerListInteractor(
        playerService: playerService, files: files, codec: codec, snapshotService: snapshotService,
        draftService: draftService),
      router: PlayerListRouter(listener: listener))
    return ModuleScreen(view: view, presenter: presenter as any PlayerListPresenting)
  }
}
