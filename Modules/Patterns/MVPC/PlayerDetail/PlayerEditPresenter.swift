import Domain

/// What the presenter tells the edit view to do.
@MainActor
protocol PlayerEditViewProtocol: AnyObject {
  func setupView(title: String, current: String, choices: [[String]], hint: String)
  func showMessage(_ message: String)
  func handleError(_ message: String)
  func askToDiscard(_ question: String) async -> Bool
  /// Saved: the view tells its controller, which leaves the screen.
  func handleSuccessfulPlayerUpdate(_ player: Player) async
}

/// The edit screen's logic in MVP-C (as in MVP): takes the typed value into the field edit, describes
/// the change, saves it through the player service and tells the view what happened.
@MainActor
final class PlayerEditPresenter: PlayerEditPresenterProtocol {
  private let view: any PlayerEditViewProtocol
  private let service: any PlayerService
  private var edit: PlayerFieldEdit

  init(view: any PlayerEditViewProtocol, edit: PlayerFieldEdit, service: any PlayerService) {
    self.view = view
    self.edit = edit
    self.service = service
  }

  var isSelectionViewType: Bool { !edit.choices.isEmpty }
  var numberOfChoices: Int { edit.choices.count }
  var fieldName: String { edit.noun }

  func viewDidAppear() {
    let current = edit.original.displayValue(of: edit.field)
    view.setupView(
      title: "Edit \(edit.original.name): \(edit.noun)",
      current: "Current \(edit.noun): \(current ?? "not set")",
      choices: edit.choices.enumerated().map { offset, choice in
        ["\(offset + 1)", choice, choice == current ? "(current)" : ""]
      },
      hint: isSelectionViewType
        ? "Commands: N or set NAME to choose, save, help, back"
        : "Commands: set \(edit.field.keyword.uppercased()), save, help, back")
  }

  func enterValue(_ text: String) {
    do {
      try edit.enter(text)
      showChange()
    } catch {
      view.handleError(error.message)
    }
  }

  func chooseOption(at index: Int) {
    do {
      try edit.choose(at: index)
      showChange()
    } catch {
      view.handleError(error.message)
    }
  }

  func updatePlayer() async {
    guard edit.hasChanges else {
      let how =
        isSelectionViewType ? "choose" : "type 'set \(edit.field.keyword.uppercased())' with"
      return view.handleError("nothing to save; \(how) a different \(edit.noun) first")
    }
    do {
      // Read again just before the write: only this field is written over.
      let saved = edit.applied(to: try await service.player(id: edit.original.id))
      try await service.updatePlayer(saved)
      view.showMessage("Saved the \(edit.noun) of \(edit.original.name): \(value(in: saved)).")
      await view.handleSuccessfulPlayerUpdate(saved)
    } catch {
      view.handleError("could not save the \(edit.noun): \(error.message)")
    }
  }

  func shouldLeave() async -> Bool {
    guard edit.hasChanges else { return true }
    let question = "Leave without saving the new \(edit.noun) (\(value(in: edit.edited)))?"
    guard await view.askToDiscard(question) else {
      view.showMessage("Still editing; type 'save' to keep the new \(edit.noun).")
      return false
    }
    return true
  }

  private func showChange() {
    guard edit.hasChanges else {
      return view.showMessage("That is the current \(edit.noun); there is nothing to save.")
    }
    view.showMessage(
      "New \(edit.noun): \(value(in: edit.edited)) (was \(value(in: edit.original))). "
        + "Type 'save' to keep it or 'back' to leave it as it was.")
  }

  private func value(in player: Player) -> String {
    player.displayValue(of: edit.field) ?? "not set"
  }
}
