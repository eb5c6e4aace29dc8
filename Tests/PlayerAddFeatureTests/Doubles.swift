import Domain
import TestDoubles

@testable import PlayerAddFeature

/// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
final class SpyPlayerAddView: RecordingView<PlayerAddViewModel>, PlayerAddDisplaying {}

/// Validates the form as the real interactor does, records what it was asked to add;
/// fails when told to. Strict: a call the test does not expect fails it.
final class StubPlayerAddInteractor: PlayerAddInteracting, LockedStub, StrictDouble {
  enum Method: Hashable, Sendable { case add, namesakes }

  struct State {
    var failure: FootballGatherError?
    var added: [PlayerDraft] = []
    /// The players already on the roster, for `namesakes(of:)`.
    var roster: [Player] = []
  }

  let expected = ExpectedCalls<Method>(of: "StubPlayerAddInteractor")
  let state = LockedState(State())

  func namesakes(of name: String) async throws(FootballGatherError) -> [PlayerMatches.Match] {
    expected.check(.namesakes)
    return self.roster.enumerated().filter { NameKey($0.element.name) == NameKey(name) }
      .map { PlayerMatches.Match(position: $0.offset, player: $0.element) }
  }

  func add(_ form: NewPlayerForm) async throws(FootballGatherError) -> Player {
    expected.check(.add)
    let draft = try form.validated()
    return try state.withLock { (state: inout State) throws(FootballGatherError) -> Player in
      if let failure = state.failure { throw failure }
      state.added.append(draft)
      return Player(id: state.added.count, draft: draft)
    }
  }
}

/// Records each intent the presenter sent its Router, in order (TestDoubles'
/// `RecordingDouble`). Strict.
final class RecordingPlayerAddRouter: RecordingDouble<RecordingPlayerAddRouter.Method, Player>,
  PlayerAddRouter
{
  enum Method: Hashable, Sendable { case finishAdding }

  var finished: [Player] { calls }

  func finishAdding(_ player: Player) async { record(.finishAdding, player) }
}

/// Records every event the view reports (TestDoubles' `RecordingPresenter`).
final class SpyPlayerAddPresenter: RecordingPresenter<SpyPlayerAddPresenter.Method>,
  PlayerAddPresenting
{
  enum Method: AppearingEvents, LeavingEvents {
    case viewDidAppear, didEnterName, didEnterAge, didEnterFavouriteTeam, didChoosePosition,
      didChooseSkill, didRequestSave, shouldLeave
  }

  var choiceWords: [String] = ["goalkeeper", "professional"]

  func didEnterName(_ text: String) async { record(.didEnterName, "name '\(text)'") }
  func didEnterAge(_ text: String) async { record(.didEnterAge, "age '\(text)'") }
  func didEnterFavouriteTeam(_ text: String) async {
    record(.didEnterFavouriteTeam, "team '\(text)'")
  }
  func didChoosePosition(_ text: String) async { record(.didChoosePosition, "position '\(text)'") }
  func didChooseSkill(_ text: String) async { record(.didChooseSkill, "skill '\(text)'") }
}
