import Domain
import LineUI
import TestDoubles
import TestSupport
import Testing

@testable import SelectionFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpySelectionView: RecordingView<SelectionViewModel>, SelectionDisplaying {}

/// Answers with a fixed roster and adds guests to it; fails when told to. Strict: a call
/// the test does not expect fails it.
final class StubSelectionInteractor: RosterStub, SelectionInteracting {
  enum Method: RosterStubMethods {
    case loadRoster, addGuest, namesakes
    /// Players on rows outside the page loaded, and a search of the names.
    case players, find
  }

  struct State: RosterStubState {
    var roster: PlayerRoster
    var failure: FootballGatherError?
    /// The picks kept from before, and every set of picks kept since, oldest first.
    var kept: [Player] = []
    var keptSaves: [[Player]] = []
  }

  let expected: ExpectedCalls<Method>
  let state: LockedState<State>

  init(players: [Player], expecting methods: Set<Method> = []) {
    state = LockedState(State(roster: PlayerRoster(players)))
    expected = ExpectedCalls(of: "StubSelectionInteractor", methods)
  }

  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match] {
    expected.check(.namesakes)
    if let failure = self.failure { throw failure }
    let key = NameKey(name)
    return PlayerMatches(searching: self.roster.players, for: name, limit: 1_000).matches
      .filter { NameKey($0.player.name) == key }
  }

  /// Not strict: the presenter reads the picks kept on every first appearance.
  func keptPicks() async throws(FootballGatherError) -> [Player] {
    state.withLock { $0.kept }
  }

  /// Not strict: the presenter keeps the picks after every command.
  func keepPicks(_ players: [Player]) async throws(FootballGatherError) {
    state.withLock {
      guard $0.kept != players else { return }
      $0.kept = players
      $0.keptSaves.append(players)
    }
  }

  /// The picks kept and every set kept since.
  var kept: (current: [Player], saves: [[Player]]) {
    state.withLock { ($0.kept, $0.keptSaves) }
  }

  func setKept(_ players: [Player]) {
    state.withLock { $0.kept = players }
  }

  func addGuest(named name: String) async throws(FootballGatherError) -> Player {
    expected.check(.addGuest)
    if let failure = self.failure { throw failure }
    return state.withLock {
      let guest = Player(id: ($0.roster.players.map(\.id).max() ?? 0) + 1, name: name)
      $0.roster = PlayerRoster($0.roster.players + [guest])
      return guest
    }
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingSelectionRouter:
  RecordingDouble<RecordingSelectionRouter.Method, RecordingSelectionRouter.Intent>,
  SelectionRouter
{
  enum Method: Hashable, Sendable { case makeTeams, cancel }

  enum Intent: Equatable {
    case makeTeams([Player])
    case cancel
  }

  var intents: [Intent] { calls }

  func makeTeams(from players: [Player]) async { record(.makeTeams, .makeTeams(players)) }
  func cancel() async { record(.cancel, .cancel) }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpySelectionPresenter: RecordingPresenter<SpySelectionPresenter.Method>,
  SelectionPresenting
{
  enum Method: AppearingEvents, PagingEvents {
    case viewDidAppear, didPickPlayers, didUnpickPlayers, didTogglePlayers, didRequestGuest
    case didConfirmSelection, didCancelSelection, didRequestList, didRequestMore, didRequestFind
    case didPaste, didFinishCommand
  }

  var playerNames: [String] = []
  var numberedNames: [(number: Int, name: String)] = []

  func didPickPlayers(at rows: [Int]) async {
    record(.didPickPlayers, "didPickPlayers(at: \(rows))")
  }
  func didUnpickPlayers(at rows: [Int]) async {
    record(.didUnpickPlayers, "didUnpickPlayers(at: \(rows))")
  }
  func didTogglePlayers(at rows: [Int]) async {
    record(.didTogglePlayers, "didTogglePlayers(at: \(rows))")
  }
  func didRequestGuest(named name: String) async {
    record(.didRequestGuest, "didRequestGuest(named: \(name))")
  }
  func didPaste(_ lines: [String]) async { record(.didPaste, "didPaste(\(lines))") }
  func didConfirmSelection() async { record(.didConfirmSelection) }
  func didCancelSelection() async { record(.didCancelSelection) }
  /// Not recorded: the view reports it after every command.
  func didFinishCommand() async {}
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  static let bob = Player(id: 2, name: "Bob", age: 30, skill: .professional, position: .striker)
  static let cy = Player(id: 3, name: "Cy")
  static let dee = Player(id: 4, name: "Dee")
}
