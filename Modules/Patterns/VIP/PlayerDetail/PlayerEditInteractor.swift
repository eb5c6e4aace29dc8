import Domain

/// What the edit interactor hands its results to.
@MainActor
protocol PlayerEditPresentationLogic: AnyObject {
  func presentEdit(response: PlayerEditModels.Load.Response)
  func presentChange(response: PlayerEditModels.Change.Response)
  func presentSave(response: PlayerEditModels.Save.Response) async
  func presentLeave(response: PlayerEditModels.Leave.Response) async
}

/// Who hears that the player was saved: the detail scene's interactor.
@MainActor
protocol PlayerEditDelegate: AnyObject {
  func didUpdate(player: Player)
}

/// The edit scene's business logic in VIP: the value typed so far and the save through
/// the player service; it tells the delegate the saved player, then the presenter.
@MainActor
final class PlayerEditInteractor: PlayerEditBusinessLogic {
  private let presenter: any PlayerEditPresentationLogic
  private let service: any PlayerService
  private weak var delegate: (any PlayerEditDelegate)?
  private var edit: PlayerFieldEdit

  init(
    presenter: any PlayerEditPresentationLogic, edit: PlayerFieldEdit,
    service: any PlayerService, delegate: any PlayerEditDelegate
  ) {
    self.presenter = presenter
    self.edit = edit
    self.service = service
    self.delegate = delegate
  }

  func loadEdit(request: PlayerEditModels.Load.Request) {
    presenter.presentEdit(response: .init(edit: edit))
  }

  func change(request: PlayerEditModels.Change.Request) {
    do {
      switch request {
      case .enter(let text): try edit.enter(text)
      case .choose(let index): try edit.choose(at: index)
      }
      presenter.presentChange(response: .changed(edit))
    } catch {
      presenter.presentChange(response: .refused(error))
    }
  }

  func save(request: PlayerEditModels.Save.Request) async {
    guard edit.hasChanges else {
      return await presenter.presentSave(response: .nothingToSave(edit))
    }
    do {
      // Read again just before the write: only this field is written over.
      let saved = edit.applied(to: try await service.player(id: edit.original.id))
      try await service.updatePlayer(saved)
      delegate?.didUpdate(player: saved)
      await presenter.presentSave(response: .saved(saved, edit: edit))
    } catch {
      await presenter.presentSave(response: .failed(error, edit: edit))
    }
  }

  func leave(request: PlayerEditModels.Leave.Request) async {
    await presenter.presentLeave(response: .init(edit: edit))
  }
}
