import Domain

/// What the PlayerList module asks of its parent: the composition root implements it.
@MainActor
public protocol PlayerListListener: AnyObject {
  /// The user asked to add a player; `name` starts the form when one was typed.
  func playerListDidRequestAddPlayer(named name: String?) async
  func playerListDidSelect(_ player: Player) async
  func playerListDidRequestLogOut() async
  /// The user typed `select`: the selection screen opens, showing first the rows in
  /// `window` (those the list shows).
  func playerListDidRequestSelection(showing window: RosterWindow) async
  /// The user asked for the past gathers and the players' records.
  func playerListDidRequestHistory() async
  /// The user asked for the players' ratings.
  func playerListDidRequestRatings() async
  /// A match was left unfinished: the user typed `resume`, or the list showed for the
  /// first time (just after login). The parent opens it; that screen asks whether to
  /// resume or discard it.
  func playerListDidRequestResume(_ snapshot: MatchSnapshot) async
}

/// Turns the presenter's navigation requests into calls on the listener.
@MainActor
final class PlayerListRouter: PlayerListRouting {
  private weak var listener: (any PlayerListListener)?

  init(listener: any PlayerListListener) {
    self.listener = listener
  }

  func showAddPlayer(named name: String?) async {
    await listener?.playerListDidRequestAddPlayer(named: name)
  }

  func showDetail(of player: Player) async {
    await listener?.playerListDidSelect(player)
  }

  func logOut() async {
    await listener?.playerListDidRequestLogOut()
  }

  func showSelection(showing window: RosterWindow) async {
    await listener?.playerListDidRequestSelection(showing: window)
  }

  func showHistory() async {
    await listener?.playerListDidRequestHistory()
  }

  func showRatings() async {
    await listener?.playerListDidRequestRatings()
  }

  func resumeMatch(_ snapshot: MatchSnapshot) async {
    await listener?.playerListDidRequestResume(snapshot)
  }
}
