import Domain
import LineUI

/// What the edit screen tells the screen below it once the player is saved.
@MainActor
protocol PlayerEditViewControllerDelegate: AnyObject {
  func didFinishEditing(player: Player)
}

/// Edits one field of a player in MVC: the controller takes the typed value into the
/// model's `PlayerFieldEdit`, saves it through the player service, tells its delegate and
/// pops itself, as the original's edit controller did.
@MainActor
final class PlayerEditViewController: Screen {
  private let console: Console
  private let playerService: any PlayerService
  private let navigation: any ScreenNavigating
  private weak var delegate: (any PlayerEditViewControllerDelegate)?
  private var edit: PlayerFieldEdit

  init(
    console: Console, player: Player, field: PlayerField, playerService: any PlayerService,
    navigation: any ScreenNavigating, delegate: any PlayerEditViewControllerDelegate
  ) {
    self.console = console
    self.playerService = playerService
    self.navigation = navigation
    self.delegate = delegate
    edit = PlayerFieldEdit(player: player, field: field)
  }

  let prompt = "edit player> "

  var commands: [CommandHelp] {
    let enter =
      edit.choices.isEmpty
      ? [CommandHelp("set VALUE", "type the new value ('set' alone clears age or club)")]
      : [
        CommandHelp("N", "choose option N"),
        CommandHelp("set NAME", "choose by name or its start (e.g. set pro)"),
      ]
    return enter + [CommandHelp("save", "save the change and go back")]
  }

  func appear() async {
    let current = edit.original.displayValue(of: edit.field)
    console.line()
    console.title("Edit \(edit.original.name): \(edit.noun)")
    console.line("Current \(edit.noun): \(current ?? "not set")")
    if !edit.choices.isEmpty {
      let table = TextTable(
        columns: [.init("#", alignment: .right), .init("Option"), .init("")],
        rows: edit.choices.enumerated().map { offset, choice in
          ["\(offset + 1)", choice, choice == current ? "(current)" : ""]
        })
      console.lines(table.render(width: console.columns))
    }
    console.hint(
      edit.choices.isEmpty
        ? "Commands: set \(edit.field.keyword.uppercased()), save, help, back"
        : "Commands: N or set NAME to choose, save, help, back")
  }

  func handle(_ command: CommandInput) async {
    do throws(CommandError) {
      switch command.name {
      case "save":
        try command.expectNoArguments()
        await save()
      case "set":
        change { edit throws(FootballGatherError) in try edit.enter(command.argumentText) }
      case _
      where !edit.choices.isEmpty && command.arguments.isEmpty
        && command.name.first?.isNumber == true:
        let number = try CommandError.checking {
          try NumberList.number(command.name, in: edit.choices.count, what: edit.noun)
        }
        change { edit throws(FootballGatherError) in try edit.choose(at: number - 1) }
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  private func change(_ apply: (inout PlayerFieldEdit) throws(FootballGatherError) -> Void) {
    do {
      try apply(&edit)
    } catch {
      return console.error(error.message)
    }
    guard edit.hasChanges else {
      return console.line("That is the current \(edit.noun); there is nothing to save.")
    }
    console.line(
      "New \(edit.noun): \(value(in: edit.edited)) (was \(value(in: edit.original))). "
        + "Type 'save' to keep it or 'back' to leave it as it was.")
  }

  private func save() async {
    guard edit.hasChanges else {
      let how =
        edit.choices.isEmpty ? "type 'set \(edit.field.keyword.uppercased())' with" : "choose"
      return console.error("nothing to save; \(how) a different \(edit.noun) first")
    }
    do {
      // Read again just before the write, so another organiser's change to another field
      // is kept: only this field is written over.
      let saved = edit.applied(to: try await playerService.player(id: edit.original.id))
      try await playerService.updatePlayer(saved)
      console.line("Saved the \(edit.noun) of \(edit.original.name): \(value(in: saved)).")
      delegate?.didFinishEditing(player: saved)
      await navigation.pop()
    } catch {
      console.error("could not save the \(edit.noun): \(error.message)")
    }
  }

  let isForm = true

  func goBack() async -> BackDecision { await mayLeave() ? .pop : .stay }

  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    atEndOfInput ? true : await mayLeave()
  }

  /// Whether the user may leave without saving (asks first when the value changed).
  private func mayLeave() async -> Bool {
    guard edit.hasChanges else { return true }
    let question = "Leave without saving the new \(edit.noun) (\(value(in: edit.edited)))?"
    guard await console.confirmDiscard(question) else {
      console.line("Still editing; type 'save' to keep the new \(edit.noun).")
      return false
    }
    return true
  }

  private func value(in player: Player) -> String {
    player.displayValue(of: edit.field) ?? "not set"
  }
}
