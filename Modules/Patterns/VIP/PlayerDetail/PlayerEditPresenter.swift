import Domain

/// What the edit presenter shows through: the view controller.
@MainActor
protocol PlayerEditDisplayLogic: AnyObject {
  func displayEdit(viewModel: PlayerEditModels.Load.ViewModel)
  func displayChange(viewModel: PlayerEditModels.Change.ViewModel)
  func displaySave(viewModel: PlayerEditModels.Save.ViewModel) async
  func displayLeave(viewModel: PlayerEditModels.Leave.ViewModel) async
}

/// The edit scene's presentation logic in VIP: each response as the sentences to show.
@MainActor
final class PlayerEditPresenter: PlayerEditPresentationLogic {
  private weak var view: (any PlayerEditDisplayLogic)?

  init(view: any PlayerEditDisplayLogic) {
    self.view = view
  }

  func presentEdit(response: PlayerEditModels.Load.Response) {
    let edit = response.edit
    let current = edit.original.displayValue(of: edit.field)
    view?.displayEdit(
      viewModel: .init(
        title: "Edit \(edit.original.name): \(edit.noun)",
        current: "Current \(edit.noun): \(current ?? "not set")", fieldName: edit.noun,
        choices: edit.choices.enumerated().map { offset, choice in
          ["\(offset + 1)", choice, choice == current ? "(current)" : ""]
        },
        hint: edit.choices.isEmpty
          ? "Commands: set \(edit.field.keyword.uppercased()), save, help, back"
          : "Commands: N or set NAME to choose, save, help, back"))
  }

  func presentChange(response: PlayerEditModels.Change.Response) {
    switch response {
    case .refused(let error): view?.displayChange(viewModel: .error(error.message))
    case .changed(let edit) where !edit.hasChanges:
      view?.displayChange(
        viewModel: .message("That is the current \(edit.noun); there is nothing to save."))
    case .changed(let edit):
      view?.displayChange(
        viewModel: .message(
          "New \(edit.noun): \(value(of: edit.edited, edit)) (was \(value(of: edit.original, edit))). "
            + "Type 'save' to keep it or 'back' to leave it as it was."))
    }
  }

  func presentSave(response: PlayerEditModels.Save.Response) async {
    switch response {
    case .saved(let player, let edit):
      await view?.displaySave(
        viewModel: .saved(
          "Saved the \(edit.noun) of \(edit.original.name): \(value(of: player, edit))."))
    case .nothingToSave(let edit):
      let how =
        edit.choices.isEmpty ? "type 'set \(edit.field.keyword.uppercased())' with" : "choose"
      await view?.displaySave(
        viewModel: .error("nothing to save; \(how) a different \(edit.noun) first"))
    case .failed(let error, let edit):
      await view?.displaySave(
        viewModel: .error("could not save the \(edit.noun): \(error.message)"))
    }
  }

  func presentLeave(response: PlayerEditModels.Leave.Response) async {
    let edit = response.edit
    await view?.displayLeave(
      viewModel: .init(
        question: edit.hasChanges
          ? "Leave without saving the new \(edit.noun) (\(value(of: edit.edited, edit)))?" : nil,
        stillEditing: "Still editing; type 'save' to keep the new \(edit.noun)."))
  }

  private func value(of player: Player, _ edit: PlayerFieldEdit) -> String {
    player.displayValue(of: edit.field) ?? "not set"
  }
}
