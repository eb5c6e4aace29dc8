import Domain
import LineUI
import PlayerAddFeature
import PlayerDetailFeature
import PlayerEditFeature
import PlayerListFeature
import RatingsFeature
import SelectionFeature

/// What the roster flow tells its parent (`LoginFlow`).
@MainActor
protocol RosterFlowListener: AnyObject {
  /// The user asked to log out of `session`.
  func rosterFlowDidRequestLogOut(of session: AuthSession) async
}

/// The logged-in user's roster: the player list, and over it the add form, a player's
/// detail, the form that edits one field and the selection. A confirmed selection starts a
/// match flow and `history` a history flow; this flow keeps each while its screens are
/// shown.
@MainActor
final class RosterFlow: RosterFlowInput {
  private let session: AuthSession
  private let stack: any ScreenNavigating
  private let playerListBuilder: any PlayerListBuilding
  /// The add form, the edit form, the selection and the ratings.
  private let screens: any RosterScreensBuilding
  private let playerDetailBuilder: any PlayerDetailBuilding
  private let matchFlowBuilder: any MatchFlowBuilding
  private let historyFlowBuilder: any HistoryFlowBuilding
  /// Weak: the parent keeps this flow while the user is logged in.
  private weak var listener: (any RosterFlowListener)?

  /// The player list, once shown: where a match returns to.
  private var playerList: (any Screen)?
  /// The detail screen on the stack, told when its player changes on the edit screen.
  private weak var playerDetail: (any PlayerDetailInput)?
  /// The match flow while its screens are shown (their presenters hold it weakly, as
  /// their Router).
  private var matchFlow: (any MatchFlowInput)?
  /// The history flow while its screen is shown.
  private var historyFlow: (any HistoryFlowInput)?

  /// The flow of `session`'s user over `stack`. It implements the Router of every module
  /// it shows (the list, the forms, the detail, the selection, the ratings): each of their
  /// presenters sends it the user's intent, and it builds and shows the next module.
  /// `screens` builds the forms, the selection and the ratings; the detail has its own
  /// builder (`PlayerDetailBuilding`), which the pattern lab answers in another pattern;
  /// `match` and `history` build the child flows it starts; `listener` hears the log-out.
  init(
    session: AuthSession, stack: any ScreenNavigating, playerList: any PlayerListBuilding,
    screens: any RosterScreensBuilding, playerDetail: any PlayerDetailBuilding,
    match: any MatchFlowBuilding, history: any HistoryFlowBuilding,
    listener: any RosterFlowListener
  ) {
    self.session = session
    self.stack = stack
    self.playerListBuilder = playerList
    self.screens = screens
    self.playerDetailBuilder = playerDetail
    self.matchFlowBuilder = match
    self.historyFlowBuilder = history
    self.listener = listener
  }

  /// Shows the player list (which offers a match left unfinished the first time it shows).
  func start() async {
    let list = playerListBuilder.buildPlayerList(for: session, listener: self)
    playerList = list
    await stack.push(list)
  }
}

extension RosterFlow: PlayerListListener {
  func playerListDidRequestAddPlayer(named name: String?) async {
    await stack.push(screens.buildPlayerAdd(named: name, for: session, router: self))
  }

  func playerListDidSelect(_ player: Player) async {
    let detail = playerDetailBuilder.buildPlayerDetail(
      showing: player, for: session, router: self)
    playerDetail = detail.input
    await stack.push(detail.screen)
  }

  func playerListDidRequestLogOut() async {
    await listener?.rosterFlowDidRequestLogOut(of: session)
  }

  func playerListDidRequestSelection(showing window: RosterWindow) async {
    await stack.push(
      screens.buildSelection(for: session, showing: window, router: self))
  }

  func playerListDidRequestHistory() async {
    let flow = historyFlowBuilder.buildHistoryFlow(for: session, listener: self)
    historyFlow = flow
    await flow.start()
  }

  func playerListDidRequestRatings() async {
    await stack.push(screens.buildRatings(for: session, router: self))
  }

  func playerListDidRequestResume(_ snapshot: MatchSnapshot) async {
    let flow = matchFlowBuilder.buildMatchFlow(for: session, listener: self)
    matchFlow = flow
    await flow.resume(snapshot)
  }
}

extension RosterFlow: SelectionRouter {
  /// The teams screen opens over the selection, which `back` there shows again. The match
  /// flow of the teams left with `back` goes on (it shows the same teams for the same
  /// selection); after a match, a new one.
  func makeTeams(from players: [Player]) async {
    let flow = matchFlow ?? matchFlowBuilder.buildMatchFlow(for: session, listener: self)
    matchFlow = flow
    await flow.start(with: players)
  }

  func cancel() async {
    await stack.pop()
  }
}

extension RosterFlow: PlayerAddRouter, PlayerDetailRouter, PlayerEditRouter {
  /// Back to the list, which loads the roster again and so shows the new player.
  func finishAdding(_ player: Player) async {
    await stack.pop()
  }

  func edit(_ field: PlayerField, of player: Player) async {
    await stack.push(screens.buildPlayerEdit(field, of: player, for: session, router: self))
  }

  /// The detail below learns the new value, then appears again showing it; the list
  /// loads the roster when it appears, so it shows the change too.
  func finishEditing(_ player: Player) async {
    playerDetail?.playerDidChange(player)
    await stack.pop()
  }
}

extension RosterFlow: MatchFlowListener, HistoryFlowListener {
  /// Back to the player list, leaving the selection that was played.
  func matchFlowDidFinish() async {
    if let playerList { await stack.pop(to: playerList) }
    matchFlow = nil
  }

  func historyFlowDidClose() async {
    await stack.pop()
    historyFlow = nil
  }
}

extension RosterFlow: RatingsRouter {
  /// Back to the player list.
  func close() async {
    await stack.pop()
  }
}
