import Domain
import LineUI

/// What the composition root tells a built PlayerList module: its input.
@MainActor
public protocol PlayerListInput: AnyObject {
  /// Leaves selection mode (a gather was played), so the roster shows as a plain list
  /// the next time the screen appears.
  func showList()
}

/// A built PlayerList module: the screen to push and the input to steer it.
public typealias PlayerListModule = BuiltModule<any PlayerListInput>

/// The PlayerList module's one public entry: builds View, Interactor, Presenter and
/// Router, wires them through their initialisers and returns the screen.
public struct PlayerListBuilder {
  private let console: Console
  private let playerService: any PlayerService
  private let files: any TextFileAccess
  private let snapshotService: any MatchSnapshotService

  /// - Parameter snapshotService: where a match left unfinished is kept, offered back
  ///   with `resume`.
  public init(
    console: Console, playerService: any PlayerService, files: any TextFileAccess,
    snapshotService: any MatchSnapshotService
  ) {
    self.console = console
    self.playerService = playerService
    self.files = files
    self.snapshotService = snapshotService
  }

  @MainActor
  public func build(username: String, listener: any PlayerListListener) -> any Screen {
    buildModule(username: username, listener: listener).screen
  }

  /// The screen and its input, for a parent that needs to steer it back to list mode.
  @MainActor
  public func buildModule(username: String, listener: any PlayerListListener)
    -> PlayerListModule
  {
    let view = PlayerListView(console: console)
    let presenter = PlayerListPresenter(
      username: username,
      view: view,
      interactor: PlayerListInteractor(
        playerService: playerService, files: files, snapshotService: snapshotService),
      router: PlayerListRouter(listener: listener))
    return PlayerListModule(
      screen: ModuleScreen(view: view, presenter: presenter as any PlayerListPresenting),
      input: presenter)
  }
}
