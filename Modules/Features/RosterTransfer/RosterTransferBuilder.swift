import Domain
import LineUI

/// What the composition root tells a built RosterTransfer module: the commands the player
/// list hands on (`export`, `import`), each answered on the console.
@MainActor
public protocol RosterTransferInput: AnyObject {
  /// `export csv|json [FILE]`: the whole roster as `format` (`csv` or `json`, as typed),
  /// written to `path` (asking first when something is there) or shown when `nil`.
  func export(format: String, to path: String?) async
  /// `import FILE [--allow-duplicates]`: every player of the file or none; repeated names
  /// are asked about unless `allowingDuplicates`.
  func importPlayers(from path: String, allowingDuplicates: Bool) async
}

/// The RosterTransfer module's one public entry: builds View, Interactor and Presenter,
/// wires them through their initialisers and answers the module's input.
///
/// The module has no screen of its own: the player list hands it `export` and `import`
/// through the flow, and it writes on the list's console.
public struct RosterTransferBuilder {
  private let console: Console
  private let playerService: any PlayerService
  private let files: any TextFileAccess
  private let codec: any RosterFileCoding

  /// - Parameters:
  ///   - console: the console the player list writes on.
  ///   - playerService: the roster exported and imported into.
  ///   - files: where files are read and written.
  ///   - codec: the file formats (Infrastructure's `RosterFiles`, handed in by the
  ///     composition root).
  public init(
    console: Console, playerService: any PlayerService, files: any TextFileAccess,
    codec: any RosterFileCoding
  ) {
    self.console = console
    self.playerService = playerService
    self.files = files
    self.codec = codec
  }

  /// The module, reporting to `router` (held weakly: the flow owns itself elsewhere).
  @MainActor
  public func build(router: any RosterTransferRouter) -> any RosterTransferInput {
    RosterTransferPresenter(
      view: RosterTransferView(console: console),
      interactor: RosterTransferInteractor(
        playerService: playerService, files: files, codec: codec),
      router: router)
  }
}
