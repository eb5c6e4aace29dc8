import LineUI

/// The selection screen's commands, the hint line made of them and what Tab completes.
extension SelectionView {
  /// The screen's commands, written once: `help`, the "unknown command" error and the
  /// hint line under the screen come from this table.
  static let commandTable = [
    CommandHelp("pick N..|all", "pick players by number or range: pick 1 3 5-7, pick all"),
    CommandHelp("unpick N..|all", "unpick players: unpick 2, unpick all"),
    CommandHelp("add NAME", "add a guest to the roster and pick them for today"),
    CommandHelp(
      "paste",
      "paste a sign-up list from a chat, then an empty line: the names found are "
        + "picked (not headings, reserves or those out), the others can be added as guests"),
    CommandHelp("N..", "pick or unpick each player typed: 1 3 5-7", hint: "N.. to toggle"),
    CommandHelp("confirm", "go on to the teams with the picked players (at least 2)"),
    CommandHelp("cancel", "leave selection mode and clear the selection"),
    CommandHelp(
      "list [A-B]", "show the players again (a screenful), or players A to B", hint: "list"),
    CommandHelp("more", "show the next screenful of players"),
    CommandHelp("find TEXT", "show the players whose name contains TEXT"),
  ]

  /// The line under the screen, from `commands` (written once, there).
  var hint: String {
    CommandHelp.hintLine(
      of: commands, naming: ["pick", "unpick", "n..", "add", "confirm", "cancel", "list"],
      then: ["help", "back", "quit"])
  }

  /// Names after `find` and `add`; after `pick` and `unpick`, which take numbers, a name
  /// becomes its number (`pick An` Tab: `pick 1 `).
  func completion(presenter: any SelectionPresenting) -> LineCompletion {
    var completion = LineCompletion(commands: commands, argumentWords: presenter.playerNames)
    completion.numberCommands = ["pick", "unpick"]
    completion.numberedWords = presenter.numberedNames.map {
      LineCompletion.Numbered(number: $0.number, word: $0.name)
    }
    return completion
  }
}
