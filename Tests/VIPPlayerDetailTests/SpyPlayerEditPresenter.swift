import Domain
import TestDoubles

@testable import VIPPlayerDetail

/// Records the responses the edit interactor hands over. Strict.
@MainActor
final class SpyPlayerEditPresenter: PlayerEditPresenterProtocol, StrictDouble {
  enum Method: Hashable, Sendable { case presentEdit, presentChange, presentSave, presentLeave }

  let expected = ExpectedCalls<Method>(of: "SpyPlayerEditPresenter")
  private(set) var changes: [PlayerEdit.Change.Response] = []
  private(set) var saves: [PlayerEdit.Save.Response] = []

  func presentEdit(response: PlayerEdit.Load.Response) { expected.check(.presentEdit) }
  func presentChange(response: PlayerEdit.Change.Response) {
    expected.check(.presentChange)
    changes.append(response)
  }
  func presentSave(response: PlayerEdit.Save.Response) async {
    expected.check(.presentSave)
    saves.append(response)
  }
  func presentLeave(response: PlayerEdit.Leave.Response) async { expected.check(.presentLeave) }
}

/// Hears the saved player, as the detail interactor does.
@MainActor
final class RecordingEditDelegate: PlayerEditDelegate {
  private(set) var players: [Player] = []
  func didUpdate(player: Player) { players.append(player) }
}

/// Records the view models the edit presenter hands over. Strict.
@MainActor
final class SpyPlayerEditView: PlayerEditViewProtocol, StrictDouble {
  enum Method: Hashable, Sendable { case displayEdit, displayChange, displaySave, displayLeave }

  let expected = ExpectedCalls<Method>(of: "SpyPlayerEditView")
  private(set) var edits: [PlayerEdit.Load.ViewModel] = []
  private(set) var changes: [PlayerEdit.Change.ViewModel] = []
  private(set) var saves: [PlayerEdit.Save.ViewModel] = []
  private(set) var leaves: [PlayerEdit.Leave.ViewModel] = []

  func displayEdit(viewModel: PlayerEdit.Load.ViewModel) {
    expected.check(.displayEdit)
    edits.append(viewModel)
  }
  func displayChange(viewModel: PlayerEdit.Change.ViewModel) {
    expected.check(.displayChange)
    changes.append(viewModel)
  }
  func displaySave(viewModel: PlayerEdit.Save.ViewModel) async {
    expected.check(.displaySave)
    saves.append(viewModel)
  }
  func displayLeave(viewModel: PlayerEdit.Leave.ViewModel) async {
    expected.check(.displayLeave)
    leaves.append(viewModel)
  }
}
