import Domain
import TestDoubles

@testable import VIPPlayerDetail

/// Records the responses the edit interactor hands over. Strict.
@MainActor
final class SpyPlayerEditPresenter: PlayerEditPresentationLogic, StrictDouble {
  enum Method: Hashable, Sendable { case presentEdit, presentChange, presentSave, presentLeave }

  let expected = ExpectedCalls<Method>(of: "SpyPlayerEditPresenter")
  private(set) var changes: [PlayerEditModels.Change.Response] = []
  private(set) var saves: [PlayerEditModels.Save.Response] = []

  func presentEdit(response: PlayerEditModels.Load.Response) { expected.check(.presentEdit) }
  func presentChange(response: PlayerEditModels.Change.Response) {
    record(.presentChange, response, in: &changes)
  }
  func presentSave(response: PlayerEditModels.Save.Response) async {
    record(.presentSave, response, in: &saves)
  }
  func presentLeave(response: PlayerEditModels.Leave.Response) async {
    expected.check(.presentLeave)
  }
}

/// Hears the saved player, as the detail interactor does.
@MainActor
final class RecordingEditDelegate: PlayerEditDelegate {
  private(set) var players: [Player] = []
  func didUpdate(player: Player) { players.append(player) }
}

/// Records the view models the edit presenter hands over. Strict.
@MainActor
final class SpyPlayerEditDisplay: PlayerEditDisplayLogic, StrictDouble {
  enum Method: Hashable, Sendable { case displayEdit, displayChange, displaySave, displayLeave }

  let expected = ExpectedCalls<Method>(of: "SpyPlayerEditDisplay")
  private(set) var edits: [PlayerEditModels.Load.ViewModel] = []
  private(set) var changes: [PlayerEditModels.Change.ViewModel] = []
  private(set) var saves: [PlayerEditModels.Save.ViewModel] = []
  private(set) var leaves: [PlayerEditModels.Leave.ViewModel] = []

  func displayEdit(viewModel: PlayerEditModels.Load.ViewModel) {
    record(.displayEdit, viewModel, in: &edits)
  }
  func displayChange(viewModel: PlayerEditModels.Change.ViewModel) {
    record(.displayChange, viewModel, in: &changes)
  }
  func displaySave(viewModel: PlayerEditModels.Save.ViewModel) async {
    record(.displaySave, viewModel, in: &saves)
  }
  func displayLeave(viewModel: PlayerEditModels.Leave.ViewModel) async {
    record(.displayLeave, viewModel, in: &leaves)
  }
}
