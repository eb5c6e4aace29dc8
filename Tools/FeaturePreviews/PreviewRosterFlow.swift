import Domain
import LineUI
import PlayerListFeature
import RosterArchiveFeature
import RosterFiles
import RosterTransferFeature
import TestSupport

/// The player list's parent in a preview: its ways to other screens are one `preview:`
/// line each (through `PreviewListener`), while `archived`, `restore`, `merge`, `export`
/// and `import` run the real RosterArchive and RosterTransfer modules over the preview's
/// in-memory services, as the app's `RosterFlow` does. Those two modules have no screen of
/// their own, so `preview RosterArchive` and `preview RosterTransfer` open the list that
/// hands them their commands.
@MainActor
final class PreviewRosterFlow: PlayerListRouter, RosterArchiveRouter, RosterTransferRouter {
  private let console: Console
  private let listener: PreviewListener
  private let players: any PlayerService
  private let files: any TextFileAccess
  /// The list's input, told when the archive or the transfer changed the roster.
  weak var list: (any PlayerListInput)?

  init(
    console: Console, listener: PreviewListener, players: any PlayerService,
    files: any TextFileAccess
  ) {
    self.console = console
    self.listener = listener
    self.players = players
    self.files = files
  }

  func addPlayer(named name: String?) async {
    listener.report("add a player" + (name.map { " named \($0)" } ?? ""))
  }

  func inspect(_ player: Player) async { listener.report("show \(player.name)") }
  func logOut() async { listener.report("log out") }

  func pickPlayers(showing window: RosterWindow) async {
    listener.report("open the selection from player \(window.rows.lowerBound + 1)")
  }

  func reviewHistory() async { listener.report("show the history") }
  func reviewRatings() async { listener.report("show the ratings") }
  func resume(_ match: MatchSnapshot) async { listener.report("resume the unfinished match") }

  func reviewArchive() async { await archive().listArchivedPlayers() }
  func restoreArchivedPlayer(number: Int) async { await archive().restore(number: number) }

  func merge(
    _ duplicate: Player, numbered duplicateNumber: Int, into kept: Player,
    numbered keptNumber: Int
  ) async {
    await archive().merge(
      NumberedPlayer(number: duplicateNumber, player: duplicate),
      into: NumberedPlayer(number: keptNumber, player: kept))
  }

  func exportRoster(as format: String, to path: String?) async {
    await transfer().export(format: format, to: path)
  }

  func importPlayers(from path: String, allowingDuplicates: Bool) async {
    await transfer().importPlayers(from: path, allowingDuplicates: allowingDuplicates)
  }

  func seeRoster(fromTheTop: Bool) async {
    await list?.rosterDidChange(fromTheTop: fromTheTop)
  }

  private func archive() -> any RosterArchiveInput {
    RosterArchiveBuilder(console: console, playerService: players).build(router: self)
  }

  private func transfer() -> any RosterTransferInput {
    RosterTransferBuilder(
      console: console, playerService: players, files: files, codec: RosterFileCodec()
    ).build(router: self)
  }
}
