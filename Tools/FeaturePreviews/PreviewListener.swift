import AttendanceFeature
import ConfirmPlayersFeature
import Domain
import GatherFeature
import HistoryFeature
import LineUI
import LoginFeature
import PlayerAddFeature
import PlayerDetailFeature
import PlayerEditFeature
import RatingsFeature
import SelectionFeature

/// The parent of a previewed screen: it stands in for the app's router, so every request
/// a screen makes of its parent is shown as one line instead of opening another screen.
///
/// It implements every feature's `…Listener`; the line names the request and what it
/// carries, so a module team sees that its router asks for the right thing.
@MainActor
final class PreviewListener {
  private let console: Console
  /// The child coordinators it started (an MVP-C variant's), kept as a parent keeps them.
  private var children: [AnyObject] = []

  init(console: Console) {
    self.console = console
  }

  func keep(_ child: AnyObject) {
    children.append(child)
  }

  func report(_ request: String) {
    console.line("preview: the screen asks its parent to \(request).")
  }
}

extension PreviewListener: LoginListener {
  func loginDidSucceed(with session: AuthSession) async {
    report("open the player list of \(session.user.username)")
  }
}

extension PreviewListener: SelectionListener {
  func selectionDidConfirm(_ players: [Player]) async {
    report("pick teams from \(players.map(\.name).joined(separator: ", "))")
  }

  func selectionDidCancel() async { report("go back to the player list") }
}

extension PreviewListener: PlayerAddListener {
  func playerAddDidAdd(_ player: Player) async { report("go back, \(player.name) added") }
}

extension PreviewListener: PlayerDetailListener {
  func playerDetailDidRequestEdit(_ field: PlayerField, of player: Player) async {
    report("edit the \(field) of \(player.name)")
  }
}

extension PreviewListener: PlayerEditListener {
  func playerEditDidSave(_ player: Player) async { report("go back, \(player.name) saved") }
}

extension PreviewListener: ConfirmPlayersListener {
  func confirmPlayersDidStart(_ gather: Gather) async {
    report("open the match of \(gather.players.count) players")
  }
}

extension PreviewListener: GatherListener {
  func gatherDidEnd(_ gather: Gather) async {
    report("go back to the player list, gather ended " + (gather.score.map { "\($0)" } ?? ""))
  }

  func gatherDidLeave() async { report("go back to the player list, match left unfinished") }
}

extension PreviewListener: HistoryListener {
  func historyDidClose() async { report("go back to the player list") }
  func historyDidRequestAttendance() async { report("open the attendance") }
}

extension PreviewListener: RatingsListener {
  func ratingsDidClose() async { report("go back from the ratings") }
}

extension PreviewListener: AttendanceListener {
  func attendanceDidFinish() async { report("go back from the attendance") }
}
