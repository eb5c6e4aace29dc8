import Domain
import TestSupport
import Testing

/// The detail presenter's events, as MVP's and MVP-C's tests drive them.
@MainActor
public protocol MVPPlayerDetailPresenting: AnyObject {
  func viewDidAppear() async
  func selectField(named words: [String]) async
  func updatePlayer(_ player: Player)
}

/// MVP's detail presenter tests: the presenter with a mock view. Written once;
/// MVPPlayerDetailTests and MVPCPlayerDetailTests run every check against their own
/// pattern's presenter.
public enum PlayerDetailPresenterCheck: String, CaseIterable, Sendable,
  CustomTestStringConvertible
{
  case appearingShowsTheRecordOrWhyItIsMissing
  case aKnownFieldAsksTheViewForTheEditScreen

  public var testDescription: String { rawValue }

  /// Runs the check on the presenter `makePresenter` makes over the mock view, Ann, and
  /// the gather service her record comes from.
  @MainActor
  public func run(
    _ makePresenter: (MockPlayerDetailView, Player, FakeGatherService) ->
      any MVPPlayerDetailPresenting
  ) async {
    let ann = Player(id: 1, name: "Ann", age: 30)
    let view = MockPlayerDetailView()
    let gathers = FakeGatherService()
    let presenter = makePresenter(view, ann, gathers)
    switch self {
    case .appearingShowsTheRecordOrWhyItIsMissing:
      view.expect(.display, .handleError)
      await presenter.viewDidAppear()
      gathers.setFailure(.storage("gone"))
      await presenter.viewDidAppear()
      #expect(view.records == ["Record: played 0, won 0, drawn 0, lost 0, goals 0", nil])
      #expect(view.errors == ["could not load the record: storage failed: gone"])
    case .aKnownFieldAsksTheViewForTheEditScreen:
      view.expect(.showEditView)
      await presenter.selectField(named: ["club"])
      #expect(view.edits == [PlayerFieldEdit(player: ann, field: .favouriteTeam)])
    }
  }
}
