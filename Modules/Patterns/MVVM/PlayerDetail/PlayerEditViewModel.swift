import Domain

/// The edit screen's state and logic in MVVM: the value typed so far, the sentences that
/// describe it and the save. The view binds once to its outputs and sends it inputs
/// (`did…`); it knows no view, console or LineUI type.
@MainActor
final class PlayerEditViewModel {
  /// What the screen shows: the title, the current value, the numbered options of a
  /// choice field (empty for a typed one) and the hint.
  struct Screen: Equatable {
    var title: String
    var currentValue: String
    var choices: [Choice]
    var hint: String
  }

  /// One numbered option of a choice field.
  struct Choice: Equatable {
    var number: String
    var name: String
    var isCurrent: Bool
  }

  // MARK: Outputs

  let screen = Observable(Screen(title: "", currentValue: "", choices: [], hint: ""))
  /// A line saying what changed, or that nothing did.
  let message = Observable("")
  let errorMessage = Observable("")
  /// The question to ask before leaving with a change unsaved (`didConfirmLeaving(_:)`).
  let leaveQuestion = Observable("")
  /// Whether the screen may close now (asked by `back` or `quit`).
  let mayLeave = Observable(false)
  /// The player as saved: the screen below shows it, and this one closes.
  let saved = Observable<Player?>(nil)

  private let service: any PlayerService
  private var edit: PlayerFieldEdit

  init(edit: PlayerFieldEdit, service: any PlayerService) {
    self.edit = edit
    self.service = service
  }

  /// Whether the field is chosen from numbered options rather than typed.
  private var isChoice: Bool { !edit.choices.isEmpty }

  // MARK: Inputs

  func didAppear() {
    let current = edit.original.displayValue(of: edit.field)
    screen.value = Screen(
      title: "Edit \(edit.original.name): \(edit.noun)",
      currentValue: "Current \(edit.noun): \(current ?? "not set")",
      choices: edit.choices.enumerated().map { offset, choice in
        Choice(number: "\(offset + 1)", name: choice, isCurrent: choice == current)
      },
      hint: isChoice
        ? "Commands: N or set NAME to choose, save, help, back"
        : "Commands: set \(edit.field.keyword.uppercased()), save, help, back")
  }

  /// `set TEXT`: the typed value (or the start of an option's name).
  func didEnter(text: String) {
    change { edit throws(FootballGatherError) in try edit.enter(text) }
  }

  /// `N` on a choice field: option N of the list.
  func didEnter(number word: String) {
    change { edit throws(FootballGatherError) in
      try edit.choose(at: NumberList.number(word, in: edit.choices.count, what: edit.noun) - 1)
    }
  }

  /// `save`: the new value is written (read again just before, so only this field is
  /// written over); the saved player is the `saved` output.
  func didAskToSave() async {
    guard edit.hasChanges else {
      let how = isChoice ? "choose" : "type 'set \(edit.field.keyword.uppercased())' with"
      errorMessage.value = "nothing to save; \(how) a different \(edit.noun) first"
      return
    }
    do {
      let player = edit.applied(to: try await service.player(id: edit.original.id))
      try await service.updatePlayer(player)
      message.value = "Saved the \(edit.noun) of \(edit.original.name): \(value(in: player))."
      saved.value = player
    } catch {
      errorMessage.value = "could not save the \(edit.noun): \(error.message)"
    }
  }

  /// `back` or `quit`: the screen may close at once, or after a yes to `leaveQuestion`.
  func didAskToLeave() {
    guard edit.hasChanges else {
      mayLeave.value = true
      return
    }
    leaveQuestion.value = "Leave without saving the new \(edit.noun) (\(value(in: edit.edited)))?"
  }

  func didConfirmLeaving(_ leaving: Bool) {
    if !leaving { message.value = "Still editing; type 'save' to keep the new \(edit.noun)." }
    mayLeave.value = leaving
  }

  private func change(_ apply: (inout PlayerFieldEdit) throws(FootballGatherError) -> Void) {
    do {
      try apply(&edit)
    } catch {
      errorMessage.value = error.message
      return
    }
    guard edit.hasChanges else {
      message.value = "That is the current \(edit.noun); there is nothing to save."
      return
    }
    message.value =
      "New \(edit.noun): \(value(in: edit.edited)) (was \(value(in: edit.original))). "
      + "Type 'save' to keep it or 'back' to leave it as it was."
  }

  private func value(in player: Player) -> String {
    player.displayValue(of: edit.field) ?? "not set"
  }
}
