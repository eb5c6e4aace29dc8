import Domain
import LineUI

@testable import PlayerListFeature

/// Records everything the presenter shows, in order.
@MainActor
final class SpyPlayerListView: PlayerListDisplaying {
  enum Output: Equatable {
    case display(PlayerListViewModel)
    case message(String)
    case error(String)
    case confirmation(String)
  }

  private(set) var outputs: [Output] = []
  /// The answers given to confirmation questions, in order.
  var confirmationAnswers: [Bool] = []

  func display(_ viewModel: PlayerListViewModel) { outputs.append(.display(viewModel)) }
  func displayMessage(_ message: String) { outputs.append(.message(message)) }
  func displayError(_ message: String) { outputs.append(.error(message)) }
  func askConfirmation(_ question: String) async -> Bool {
    outputs.append(.confirmation(question))
    return confirmationAnswers.isEmpty ? false : confirmationAnswers.removeFirst()
  }

  var lastViewModel: PlayerListViewModel? {
    outputs.reversed().lazy.compactMap {
      if case .display(let model) = $0 { model } else { nil }
    }.first
  }
}

/// Answers with a fixed roster, records deletions; fails when told to.
final class StubPlayerListInteractor: PlayerListInteracting, @unchecked Sendable {
  var roster: PlayerRoster
  var failure: FootballGatherError?
  private(set) var deleted: [Player] = []

  init(players: [Player], failure: FootballGatherError? = nil) {
    roster = PlayerRoster(players)
    self.failure = failure
  }

  func loadRoster() async throws(FootballGatherError) -> PlayerRoster {
    if let failure { throw failure }
    return roster
  }

  func delete(_ player: Player, from roster: PlayerRoster) async throws(FootballGatherError)
    -> PlayerRoster
  {
    if let failure { throw failure }
    deleted.append(player)
    self.roster = roster.removing(player.id)
    return self.roster
  }
}

/// Records where the presenter asked to go.
@MainActor
final class RecordingPlayerListRouter: PlayerListRouting {
  enum Route: Equatable {
    case addPlayer
    case detail(Player)
    case logOut
  }

  private(set) var routes: [Route] = []

  func showAddPlayer() async { routes.append(.addPlayer) }
  func showDetail(of player: Player) async { routes.append(.detail(player)) }
  func logOut() async { routes.append(.logOut) }
}

/// Records every event the view reports.
@MainActor
final class SpyPlayerListPresenter: PlayerListPresenting {
  private(set) var events: [String] = []

  func viewDidAppear() async { events.append("viewDidAppear") }
  func didSelectPlayer(at index: Int) async { events.append("didSelectPlayer(at: \(index))") }
  func didRequestDelete(at index: Int) async { events.append("didRequestDelete(at: \(index))") }
  func didRequestAddPlayer() async { events.append("didRequestAddPlayer") }
  func didRequestLogOut() async { events.append("didRequestLogOut") }
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  static let bob = Player(id: 2, name: "Bob", age: 30, skill: .professional, position: .striker)
  static let cy = Player(id: 3, name: "Cy")
}
