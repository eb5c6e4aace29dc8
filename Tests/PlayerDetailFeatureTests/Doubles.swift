import Domain
import TestDoubles

@testable import PlayerDetailFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpyPlayerDetailView: RecordingView<PlayerDetailViewModel>, PlayerDetailDisplaying {}

/// Groups every player the same fixed way and records who it described. Strict: a call
/// the test does not expect fails it.
final class StubPlayerDetailInteractor: PlayerDetailInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable { case profile, record, save }

  struct State {
    var sections = [
      PlayerProfile.Section(title: "About", fields: [.name, .favouriteTeam]),
      PlayerProfile.Section(title: "Game", fields: [.skill]),
    ]
    var described: [Player] = []
    /// The record every player has; `nil` makes loading it fail.
    var record: PlayerRecord? = PlayerRecord(playerID: 0, played: 3, won: 2, lost: 1, goals: 4)
  }

  let expected = ExpectedCalls<Method>(of: "StubPlayerDetailInteractor")
  let state = LockedState(State())

  /// `State.record`, spelled out: the method `record(of:)` hides the dynamic member.
  var record: PlayerRecord? {
    get { state.withLock { $0.record } }
    set { state.withLock { $0.record = newValue } }
  }

  func profile(of player: Player) -> PlayerProfile {
    expected.check(.profile)
    return state.withLock { state in
      state.described.append(player)
      return PlayerProfile(player: player, sections: state.sections)
    }
  }

  func save(_ edit: PlayerFieldEdit) async throws(FootballGatherError) -> Player {
    expected.check(.save)
    return edit.edited
  }

  func record(of player: Player) async throws(FootballGatherError) -> PlayerRecord {
    expected.check(.record)
    guard let record else { throw .storage("disk full") }
    return record
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingPlayerDetailRouter:
  RecordingDouble<RecordingPlayerDetailRouter.Method, String>, PlayerDetailRouter
{
  enum Method: Hashable, Sendable { case edit }

  var edits: [String] { calls }

  func edit(_ field: PlayerField, of player: Player) async {
    record(.edit, "\(field) of \(player.name)")
  }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyPlayerDetailPresenter: RecordingPresenter<SpyPlayerDetailPresenter.Method>,
  PlayerDetailPresenting
{
  enum Method: AppearingEvents {
    case viewDidAppear, didSelectField, didEnterValue
  }

  func didSelectField(at index: Int) async {
    record(.didSelectField, "didSelectField(at: \(index))")
  }
  func didEnterValue(_ value: String, forFieldAt index: Int) async {
    record(.didEnterValue, "didEnterValue(\(value), forFieldAt: \(index))")
  }
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
  static let bob = Player(
    id: 2, name: "Bob", age: 30, skill: .professional, position: .striker,
    favouriteTeam: "Real Madrid")
}
