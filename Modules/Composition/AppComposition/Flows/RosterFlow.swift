import Domain
import LineUI
import PlayerAddFeature
import PlayerDetailFeature
import PlayerEditFeature
import PlayerListFeature
import RatingsFeature
import RosterArchiveFeature
import RosterTransferFeature
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
  /// The list's input: told when the archive or the transfer changed the roster.
  private var playerListInput: (any PlayerListInput)?
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
    let list = playerListBuilder.buildPlayerList(for: session, router: self)
    playerList = list.screen
    playerListInput = list.input
    await stack.push(list.screen)
  }
}

/// The player list's ways out: each builds and shows the next module. `archived`,
/// `restore`, `merge`, `export` and `import` build the module that does that job
/// (RosterArchive, RosterTransfer), which answers on the list's console; the list stays
/// on the stack.
extension RosterFlow: PlayerListRouter {
  func addPlayer(named name: String?) async {
    await stack.push(screens.buildPlayerAdd(named: name, for: session, router: self))
  }

  func inspect(_ player: Player) async {
    let detail = playerDetailBuilder.buildPlayerDetail(
      showing: player, for: session, router: self)
    playerDetail = detail.input
    await stack.push(detail.screen)
  }

  func logOut() async {
    await listener?.rosterFlowDidRequestLogOut(of: session)
  }

  func pickPlayers(showing window: RosterWindow) async {
    await stack.push(
      screens.buildSelection(for: session, showing: window, router: self))
  }

  func reviewHistory() async {
    let flow = historyFlowBuilder.buildHistoryFlow(for: session, listener: self)
    historyFlow = flow
    await flow.start()
  }

  func reviewRatings() async {
    await stack.push(screens.buildRatings(for: session, router: self))
  }

  func resume(_ snapshot: MatchSnapshot) async {
    let flow = matchFlowBuilder.buildMatchFlow(for: session, listener: self)
    matchFlow = flow
    await flow.resume(snapshot)
  }

  func reviewArchive() async {
    await playerListBuilder.buildRosterArchive(for: session, router: self).listArchivedPlayers()
  }

  func restoreArchivedPlayer(number: Int) async {
    await playerListBuilder.buildRosterArchive(for: session, router: self).restore(number: number)
  }

  func merge(
    _ duplicate: Player, numbered duplicateNumber: Int, into kept: Player,
    numbered keptNumber: Int
  ) async {
    await playerListBuilder.buildRosterArchive(for: session, router: self).merge(
      NumberedPlayer(number: duplicateNumber, player: duplicate),
      into: NumberedPlayer(number: keptNumber, player: kept))
  }

  func exportRoster(as format: String, to path: String?) async {
    await playerListBuilder.buildRosterTransfer(for: session, router: self)
      .export(format: format, to: path)
  }

  func importPlayers(from path: String, allowingDuplicates: Bool) async {
    await playerListBuilder.buildRosterTransfer(for: session, router: self)
      .importPlayers(from: path, allowingDuplicates: allowingDuplicates)
  }
}

/// The archive's and the transfer's way out: the list, told the roster changed, shows it.
extension RosterFlow: RosterArchiveRouter, RosterTransferRouter {
  func seeRoster(fromTheTop: Bool) async {
    await playerListInput?.rosterDidChange(fromTheTop: fromTheTop)
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
