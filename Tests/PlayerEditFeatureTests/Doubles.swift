import Domain
import TestDoubles

@testable import PlayerEditFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpyPlayerEditView: RecordingView<PlayerEditViewModel>, PlayerEditDisplaying {}

/// Records what it was asked to save; fails when told to. Strict: a call the test does
/// not expect fails it.
final class StubPlayerEditInteractor: PlayerEditInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable { case save }

  struct State {
    var failure: FootballGatherError?
    var saved: [Player] = []
  }

  let expected = ExpectedCalls<Method>(of: "StubPlayerEditInteractor")
  let state = LockedState(State())

  func save(_ edit: PlayerFieldEdit) async throws(FootballGatherError) -> Player {
    expected.check(.save)
    return try state.withLock { (state: inout State) throws(FootballGatherError) -> Player in
      if let failure = state.failure { throw failure }
      state.saved.append(edit.edited)
      return edit.edited
    }
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingPlayerEditRouter:
  RecordingDouble<RecordingPlayerEditRouter.Method, Player>, PlayerEditRouter
{
  enum Method: Hashable, Sendable { case finishEditing }

  var finished: [Player] { calls }

  func finishEditing(_ player: Player) async { record(.finishEditing, player) }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyPlayerEditPresenter: RecordingPresenter<SpyPlayerEditPresenter.Method>,
  PlayerEditPresenting
{
  enum Method: AppearingEvents, LeavingEvents {
    case viewDidAppear, didEnterValue, didChooseOption, didRequestSave, shouldLeave
  }

  func didEnterValue(_ text: String) async { record(.didEnterValue, "value '\(text)'") }
  func didChooseOption(at index: Int) async { record(.didChooseOption, "option \(index)") }
}

extension Player {
  static let ann = Player(id: 1, name: "Ann", skill: .amateur, position: .goalkeeper)
}
