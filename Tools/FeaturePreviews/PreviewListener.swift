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

/// The parent of a previewed screen: it stands in for the app's flows, so every intent a
/// screen sends its Router is shown as one line instead of opening another screen.
///
/// It implements every feature's `…Router`; the line names the intent and what it
/// carries, so a module team sees that its presenter asks for the right thing.
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

extension PreviewListener: LoginRouter {
  func enter(as session: AuthSession) async {
    report("open the player list of \(session.user.username)")
  }
}

extension PreviewListener: SelectionRouter {
  func makeTeams(from players: [Player]) async {
    report("pick teams from \(players.map(\.name).joined(separator: ", "))")
  }

  func cancel() async { report("go back to the player list") }
}

extension PreviewListener: PlayerAddRouter {
  func finishAdding(_ player: Player) async { report("go back, \(player.name) added") }
}

extension PreviewListener: PlayerDetailRouter {
  func edit(_ field: PlayerField, of player: Player) async {
    report("edit the \(field) of \(player.name)")
  }
}

extension PreviewListener: PlayerEditRouter {
  func finishEditing(_ player: Player) async { report("go back, \(player.name) saved") }
}

extension PreviewListener: ConfirmPlayersRouter {
  func startMatch(_ gather: Gather) async {
    report("open the match of \(gather.players.count) players")
  }
}

extension PreviewListener: GatherRouter {
  func finishMatch(_ gather: Gather) async {
    report("go back to the player list, gather ended " + (gather.score.map { "\($0)" } ?? ""))
  }

  func leaveMatch() async { report("go back to the player list, match left unfinished") }
}

/// `close()` is one intent of two Routers (the history's, the ratings'): the user is done
/// with what the screen shows, whichever it is.
extension PreviewListener: HistoryRouter, RatingsRouter {
  func close() async { report("go back to the player list") }
  func reviewAttendance() async { report("open the attendance") }
}

extension PreviewListener: AttendanceRouter {
  func finish() async { report("go back from the attendance") }
}
