import Domain

/// The edit screen's state and logic in MVVM: the value typed so far, the sentences that
/// describe it and the save. It knows no view, console or LineUI type.
@MainActor
final class PlayerEditViewModel {
  /// One numbered option of a choice field.
  struct Choice: Equatable {
    var number: String
    var name: String
    var isCurrent: Bool
  }

  private let service: any PlayerService
  private var edit: PlayerFieldEdit

  init(edit: PlayerFieldEdit, service: any PlayerService) {
    self.edit = edit
    self.service = service
  }

  var title: String { "Edit \(edit.original.name): \(edit.noun)" }
  var currentValueText: String {
    "Current \(edit.noun): \(edit.original.displayValue(of: edit.field) ?? "not set")"
  }
  /// The field inside a sentence ("position"), for the view's number errors.
  var fieldName: String { edit.noun }
  var isSelectionViewType: Bool { !edit.choices.isEmpty }

  var choices: [Choice] {
    let current = edit.original.displayValue(of: edit.field)
    return edit.choices.enumerated().map { offset, choice in
      Choice(number: "\(offset + 1)", name: choice, isCurrent: choice == current)
    }
  }

  var hint: String {
    isSelectionViewType
      ? "Commands: N or set NAME to choose, save, help, back"
      : "Commands: set \(edit.field.keyword.uppercased()), save, help, back"
  }

  /// Takes typed text; answers the line to show, or the error that changed nothing.
  func enter(_ text: String) -> Result<String, FootballGatherError> {
    change { edit throws(FootballGatherError) in try edit.enter(text) }
  }

  /// Takes option `index` (0-based) of a choice field.
  func choose(at index: Int) -> Result<String, FootballGatherError> {
    change { edit throws(FootballGatherError) in try edit.choose(at: index) }
  }

  private func change(
    _ apply: (inout PlayerFieldEdit) throws(FootballGatherError) -> Void
  ) -> Result<String, FootballGatherError> {
    do {
      try apply(&edit)
    } catch {
      return .failure(error)
    }
    guard edit.hasChanges else {
      return .success("That is the current \(edit.noun); there is nothing to save.")
    }
    return .success(
      "New \(edit.noun): \(value(in: edit.edited)) (was \(value(in: edit.original))). "
        + "Type 'save' to keep it or 'back' to leave it as it was.")
  }

  /// Saves the new value (read again just before the write, so only this field is
  /// written over); answers the saved player and the line to show, or the error.
  func save() async -> Result<(player: Player, message: String), FootballGatherError> {
    guard edit.hasChanges else {
      let how =
        isSelectionViewType ? "choose" : "type 'set \(edit.field.keyword.uppercased())' with"
      return .failure(.invalidInput("nothing to save; \(how) a different \(edit.noun) first"))
    }
    do {
      let saved = edit.applied(to: try await service.player(id: edit.original.id))
      try await service.updatePlayer(saved)
      return .success(
        (saved, "Saved the \(edit.noun) of \(edit.original.name): \(value(in: saved))."))
    } catch {
      return .failure(.invalidInput("could not save the \(edit.noun): \(error.message)"))
    }
  }

  /// The question to ask before leaving, or `nil` when nothing would be lost.
  var leaveQuestion: String? {
    guard edit.hasChanges else { return nil }
    return "Leave without saving the new \(edit.noun) (\(value(in: edit.edited)))?"
  }

  var stillEditingText: String { "Still editing; type 'save' to keep the new \(edit.noun)." }

  private func value(in player: Player) -> String {
    player.displayValue(of: edit.field) ?? "not set"
  }
}
