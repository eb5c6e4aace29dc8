import Domain

/// What the presenter asks of the view.
@MainActor
protocol PlayerEditDisplaying: AnyObject {
  func display(_ viewModel: PlayerEditViewModel)
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  func askConfirmation(_ question: String) async -> Bool
  func askToDiscard(_ question: String) async -> Bool
}

/// The use case the presenter runs.
protocol PlayerEditInteracting: Sendable {
  func save(_ edit: PlayerFieldEdit) async throws(FootballGatherError) -> Player
}

/// Takes a new value for one field and offers to save it only when it really changed.
@MainActor
final class PlayerEditPresenter: PlayerEditPresenting {
  private let view: any PlayerEditDisplaying
  private let interactor: any PlayerEditInteracting
  private weak var router: (any PlayerEditRouter)?
  private var edit: PlayerFieldEdit

  init(
    edit: PlayerFieldEdit, view: any PlayerEditDisplaying, interactor: any PlayerEditInteracting,
    router: any PlayerEditRouter
  ) {
    self.edit = edit
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    view.display(makeViewModel())
  }

  func didEnterValue(_ text: String) async {
    do {
      try edit.enter(text)
      showChange()
    } catch {
      view.displayError(error.message)
    }
  }

  func didChooseOption(at index: Int) async {
    do {
      try edit.choose(at: index)
      showChange()
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestSave() async {
    guard edit.hasChanges else {
      return view.displayError("nothing to save; \(howToChange) a different \(edit.noun) first")
    }
    do {
      let player = try await interactor.save(edit)
      view.displayMessage("Saved the \(edit.noun) of \(edit.original.name): \(value(in: player)).")
      await router?.finishEditing(player)
    } catch {
      view.displayError("could not save the \(edit.noun): \(error.message)")
    }
  }

  func shouldLeave() async -> Bool {
    guard edit.hasChanges else { return true }
    let question = "Leave without saving the new \(edit.noun) (\(value(in: edit.edited)))?"
    guard await view.askToDiscard(question) else {
      view.displayMessage("Still editing; type 'save' to keep the new \(edit.noun).")
      return false
    }
    return true
  }

  // MARK: Formatting

  private func showChange() {
    guard edit.hasChanges else {
      return view.displayMessage("That is the current \(edit.noun); there is nothing to save.")
    }
    view.displayMessage(
      "New \(edit.noun): \(value(in: edit.edited)) (was \(value(in: edit.original))). "
        + "Type 'save' to keep it or 'back' to leave it as it was.")
  }

  private func value(in player: Player) -> String {
    player.displayValue(of: edit.field) ?? "not set"
  }

  /// How the user enters a value: "type 'set AGE' with" or "choose".
  private var howToChange: String {
    edit.choices.isEmpty ? "type 'set \(placeholder)' with" : "choose"
  }

  /// The placeholder in `set NAME`: the field's command word in capitals.
  private var placeholder: String {
    edit.field.keyword.uppercased()
  }

  private func makeViewModel() -> PlayerEditViewModel {
    let current = edit.original.displayValue(of: edit.field)
    return PlayerEditViewModel(
      title: "Edit \(edit.original.name): \(edit.noun)",
      current: "Current \(edit.noun): \(current ?? "not set")",
      fieldName: edit.noun,
      choices: edit.choices.enumerated().map { offset, choice in
        .init(number: "\(offset + 1)", name: choice, isCurrent: choice == current)
      },
      placeholder: placeholder)
  }
}
