import ConfirmPlayersFeature
import Domain
import GatherFeature
import LineUI

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
  /// Weak: the parent keeps this flow while its screens are shown.
  private weak var listener: (any MatchFlowListener)?
  /// The teams screen last built and the players it was built for: `back` then `confirm`
  /// with the same selection shows it again, with its split, names and rules.
  private var teams: (players: [Player], screen: any Screen)?

  init(
    session: AuthSession, stack: any ScreenNavigating,
    screens: any MatchScreensBuilding, gather: any GatherBuilding,
    listener: any MatchFlowListener
  ) {
    self.session = session
    self.stack = stack
    self.screens = screens
    self.gather = gather
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
}
