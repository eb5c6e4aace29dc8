import ConfirmPlayersFeature
import Domain
import GatherFeature
import LineUI
import PlayerDetailFeature
import PlayerEditFeature

/// What the match flow tells its parent (`RosterFlow`).
@MainActor
protocol MatchFlowListener: AnyObject {
  /// The match ended and was saved, or was left or discarded: back to the player list.
  func matchFlowDidFinish() async
}

/// The match: the teams screen starts the gather on the match screen; a match left
/// unfinished opens straight on the match screen, which asks to resume or discard it.
@MainActor
final class MatchFlow: MatchFlowInput {
  private let session: AuthSession
  private let stack: any ScreenNavigating
  /// The teams screen and the rating changes.
  private let screens: any MatchScreensBuilding
  private let gather: any GatherBuilding
  /// A player's detail (`show N` on the match screen) and the form that edits one field.
  private let players: PlayerScreens
  /// Weak: the parent keeps this flow while its screens are shown.
  private weak var listener: (any MatchFlowListener)?
  /// The teams screen last built and the players it was built for: `back` then `confirm`
  /// with the same selection shows it again, with its split, names and rules.
  private var teams: (players: [Player], screen: any Screen)?
  /// The detail shown over the match screen, told when its player changes on the edit
  /// screen.
  private weak var playerDetail: (any PlayerDetailInput)?

  init(
    session: AuthSession, stack: any ScreenNavigating,
    screens: any MatchScreensBuilding, gather: any GatherBuilding, players: PlayerScreens,
    listener: any MatchFlowListener
  ) {
    self.session = session
    self.stack = stack
    self.screens = screens
    self.gather = gather
    self.players = players
    self.listener = listener
  }

  /// The teams screen for `players`: the one shown before when they are the same
  /// players (the organiser went `back` and confirmed again), else a new one.
  func start(with players: [Player]) async {
    if let teams, teams.players == players { return await stack.push(teams.screen) }
    let screen = screens.buildConfirmPlayers(players, for: session, router: self)
    teams = (players, screen)
    await stack.push(screen)
  }

  func resume(_ snapshot: MatchSnapshot) async {
    await stack.push(gather.buildGather(resuming: snapshot, for: session, router: self))
  }
}

extension MatchFlow: ConfirmPlayersRouter {
  func startMatch(_ gather: Gather) async {
    await stack.push(self.gather.buildGather(gather, for: session, router: self))
  }
}

extension MatchFlow: GatherRouter {
  /// The rating changes are written here, after the match screen's result, so every
  /// screen that ends a gather (the VIPER Gather module, each pattern variant) shows them.
  func finishMatch(_ gather: Gather) async {
    await screens.buildRatingChanges(for: session).showChanges(after: gather)
    await listener?.matchFlowDidFinish()
  }

  func leaveMatch() async {
    await listener?.matchFlowDidFinish()
  }

  /// The player's detail over the match screen; its `back` pops it and the match screen
  /// appears again, the match as it was (the timer ran on under the detail).
  func inspect(_ player: Player) async {
    let detail = players.detail.buildPlayerDetail(showing: player, for: session, router: self)
    playerDetail = detail.input
    await stack.push(detail.screen)
  }
}

/// The detail's and the edit form's ways out when the match screen opened the detail: as
/// over the player list, the form saves and goes back to the detail, which shows the change.
extension MatchFlow: PlayerDetailRouter, PlayerEditRouter {
  func edit(_ field: PlayerField, of player: Player) async {
    await stack.push(players.edit.buildPlayerEdit(field, of: player, for: session, router: self))
  }

  func finishEditing(_ player: Player) async {
    playerDetail?.playerDidChange(player)
    await stack.pop()
  }
}
