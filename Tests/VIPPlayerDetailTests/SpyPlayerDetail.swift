import Domain
import TestDoubles

@testable import VIPPlayerDetail

/// Records the responses the detail interactor hands over. Strict.
@MainActor
final class SpyPlayerDetailPresenter: PlayerDetailPresentationLogic, StrictDouble {
  enum Method: Hashable, Sendable { case presentPlayer, presentSelection }

  let expected = ExpectedCalls<Method>(of: "SpyPlayerDetailPresenter")
  private(set) var players: [PlayerDetailModels.Load.Response] = []
  private(set) var selections: [PlayerDetailModels.SelectField.Response] = []

  func presentPlayer(response: PlayerDetailModels.Load.Response) {
    record(.presentPlayer, response, in: &players)
  }
  func presentSelection(response: PlayerDetailModels.SelectField.Response) async {
    record(.presentSelection, response, in: &selections)
  }
}

/// Records the view models the detail presenter hands over. Strict.
@MainActor
final class SpyPlayerDetailDisplay: PlayerDetailDisplayLogic, StrictDouble {
  enum Method: Hashable, Sendable { case displayPlayer, displaySelection }

  let expected = ExpectedCalls<Method>(of: "SpyPlayerDetailDisplay")
  private(set) var players: [PlayerDetailModels.Load.ViewModel] = []
  private(set) var selections: [PlayerDetailModels.SelectField.ViewModel] = []

  func displayPlayer(viewModel: PlayerDetailModels.Load.ViewModel) {
    record(.displayPlayer, viewModel, in: &players)
  }
  func displaySelection(viewModel: PlayerDetailModels.SelectField.ViewModel) async {
    record(.displaySelection, viewModel, in: &selections)
  }
}

/// The detail view controller's interactor in the tests: records each request, and
/// answers a selection with `reply`, as the presenter would.
@MainActor
final class SpyPlayerDetailInteractor: PlayerDetailBusinessLogic, PlayerEditDelegate {
  private(set) var received: [String] = []
  weak var display: (any PlayerDetailDisplayLogic)?
  var reply: PlayerDetailModels.SelectField.ViewModel?

  func loadPlayer(request: PlayerDetailModels.Load.Request) async { received.append("load") }
  func selectField(request: PlayerDetailModels.SelectField.Request) async {
    received.append("select \(request.words.joined(separator: " "))")
    if let reply { await display?.displaySelection(viewModel: reply) }
  }
  func didUpdate(player: Player) { received.append("updated \(player.name)") }
}

/// Records where the detail view controller sends the user.
@MainActor
final class SpyPlayerDetailRouter: PlayerDetailRoutingLogic {
  private(set) var edits: [PlayerFieldEdit] = []
  func showEditView(with edit: PlayerFieldEdit, delegate: any PlayerEditDelegate) async {
    edits.append(edit)
  }
}

/// The edit view controller's interactor in the tests: records each request.
@MainActor
final class SpyPlayerEditInteractor: PlayerEditBusinessLogic {
  private(set) var received: [String] = []

  func loadEdit(request: PlayerEditModels.Load.Request) { received.append("load") }
  func change(request: PlayerEditModels.Change.Request) {
    switch request {
    case .enter(let text): received.append("enter \(text)")
    case .choose(let index): received.append("choose \(index)")
    }
  }
  func save(request: PlayerEditModels.Save.Request) async { received.append("save") }
  func leave(request: PlayerEditModels.Leave.Request) async { received.append("leave") }
}

/// Records the edit view controller's dismissals.
@MainActor
final class SpyPlayerEditRouter: PlayerEditRoutingLogic {
  private(set) var dismissals = 0
  func dismiss() async { dismissals += 1 }
}
