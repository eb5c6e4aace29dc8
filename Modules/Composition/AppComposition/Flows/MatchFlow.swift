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
  private let confirmPlayers: any ConfirmPlayersBuilding
  private let gather: any GatherBuilding
  private let ratings: any RatingsBuilding
  /// Weak: the parent keeps this flow while its screens are shown.
  private weak var listener: (any MatchFlowListener)?
  /// The teams screen last built and the players it was built for: `back` then `confirm`
  /// with the same selection shows it again, with its split, names and rules.
  private var teams: (players: [Player], screen: any Screen)?

  init(
    session: AuthSession, stack: any ScreenNavigating,
    confirmPlayers: any ConfirmPlayersBuilding, gather: any GatherBuilding,
    ratings: any RatingsBuilding, listener: any MatchFlowListener
  ) {
    self.session = session
    self.stack = stack
    self.confirmPlayers = confirmPlayers
    self.gather = gather
    self.ratings = ratings
    self.listener = listener
  }

  /// The teams screen for `players`: the one shown before when they are the same
  /// players (the organiser went `back` and confirmed again), else a new one.
  func start(with players: [Player]) async {
    if let teams, teams.players == players { return await stack.push(teams.screen) }
    let screen = confirmPlayers.buildConfirmPlayers(players, for: session, listener: self)
    teams = (players, screen)
    await stack.push(screen)
  }

  func resume(_ snapshot: MatchSnapshot) async {
    await stack.push(gather.buildGather(resuming: snapshot, for: session, listener: self))
  }
}

extension MatchFlow: ConfirmPlayersListener {
  func confirmPlayersDidStart(_ gather: Gather) async {
    await stack.push(self.gather.buildGather(gather, for: session, listener: self))
  }
}

extension MatchFlow: GatherListener {
  /// The rating changes are written here, after the match screen's result, so every
  /// screen that ends a gather (the VIPER Gather module, each pattern variant) shows them.
  func gatherDidEnd(_ gather: Gather) async {
    await ratings.buildRatingChanges(for: session).showChanges(after: gather)
    await listener?.matchFlowDidFinish()
  }

  func gatherDidLeave() async {
    await listener?.matchFlowDidFinish()
  }
}
