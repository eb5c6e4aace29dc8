import Domain
import TestSupport
import Testing

/// The edit presenter's events, as MVP's and MVP-C's tests drive them.
@MainActor
public protocol MVPPlayerEditPresenting: AnyObject {
  func viewDidAppear()
  func enterValue(_ text: String)
  func updatePlayer() async
  func shouldLeave() async -> Bool
  var isSelectionViewType: Bool { get }
  var numberOfChoices: Int { get }
  var fieldName: String { get }
  func chooseOption(at index: Int)
}

/// MVP's edit presenter tests: the presenter with a mock view. Written once;
/// MVPPlayerDetailTests and MVPCPlayerDetailTests run every check against their own
/// pattern's presenter.
public enum PlayerEditPresenterCheck: String, CaseIterable, Sendable,
  CustomTestStringConvertible
{
  case appearingSetsUpTheFieldWithItsOptions
  case aSaveWritesTheFieldThenTellsTheViewTheNewPlayer
  case nothingChangedIsAnErrorAndNoWrite
  case leavingAChangeAsksTheView

  public var testDescription: String { rawValue }

  /// Runs the check on the presenter `makePresenter` makes over the mock view, an edit of
  /// one of Ann's fields, and the player service.
  @MainActor
  public func run(
    _ makePresenter: (MockPlayerEditView, PlayerFieldEdit, FakePlayerService) ->
      any MVPPlayerEditPresenting
  ) async {
    let ann = Player(id: 1, name: "Ann", age: 30, position: .goalkeeper)
    let view = MockPlayerEditView()
    func presenter(_ field: PlayerField, service: FakePlayerService) -> any MVPPlayerEditPresenting
    {
      makePresenter(view, PlayerFieldEdit(player: ann, field: field), service)
    }
    switch self {
    case .appearingSetsUpTheFieldWithItsOptions:
      view.expect(.setupView)
      presenter(.position, service: FakePlayerService()).viewDidAppear()
      #expect(
        view.calls == [
          .setup(
            title: "Edit Ann: position", current: "Current position: Goalkeeper", choices: 5,
            hint: "Commands: N or set NAME to choose, save, help, back")
        ])
    case .aSaveWritesTheFieldThenTellsTheViewTheNewPlayer:
      view.expect(.showMessage, .handleSuccessfulPlayerUpdate)
      let service = FakePlayerService(players: [ann])
      let presenter = presenter(.age, service: service)
      presenter.enterValue("31")
      await presenter.updatePlayer()
      var saved = ann
      saved.age = 31
      #expect(view.calls.suffix(2) == [.message("Saved the age of Ann: 31."), .saved(saved)])
      #expect(service.players == [saved])
    case .nothingChangedIsAnErrorAndNoWrite:
      view.expect(.handleError)
      let service = FakePlayerService(players: [ann])
      await presenter(.age, service: service).updatePlayer()
      #expect(view.calls == [.error("nothing to save; type 'set AGE' with a different age first")])
      #expect(service.calls.isEmpty)
    case .leavingAChangeAsksTheView:
      view.expect(.showMessage, .askToDiscard)
      let presenter = presenter(.name, service: FakePlayerService())
      presenter.enterValue("Annie")
      #expect(await presenter.shouldLeave() == false)
      #expect(view.calls.last == .message("Still editing; type 'save' to keep the new name."))
    }
  }
}
