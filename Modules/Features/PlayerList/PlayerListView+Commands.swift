import LineUI

/// The player list's commands and the hint line made of them.
extension PlayerListView {
  /// The screen's commands, written once: `help`, the "unknown command" error and the
  /// hint line under the screen come from this table.
  static let commandTable = [
    CommandHelp("add [NAME]", "add a player (the form starts with NAME when given)"),
    CommandHelp("show N", "show player N's details"),
    CommandHelp(
      "delete N",
      "delete player N, or several: delete 2 3, delete 4-6 (asks once first; one who "
        + "played is archived where the backend can)"),
    CommandHelp("merge N M", "make player M one with player N: M's gathers and goals become N's"),
    CommandHelp("archived", "list the archived players (deleted after playing)"),
    CommandHelp("restore N", "put archived player N back on the roster"),
    CommandHelp("select", "pick the players for a gather"),
    CommandHelp("history", "show past gathers and the players' records"),
    CommandHelp("ratings", "the players' ratings, learned from the results"),
    CommandHelp("resume", "go on with the match left unfinished, when one is saved"),
    CommandHelp("export csv|json [FILE]", "write the roster to FILE, or show it"),
    CommandHelp("import FILE", "add a CSV or JSON file's players, all or none; asks about repeats"),
    CommandHelp(
      "list [A-B]", "show the players again (a screenful), or players A to B", hint: "list"),
    CommandHelp("more", "show the next screenful of players"),
    CommandHelp("find TEXT", "show the players whose name contains TEXT"),
    CommandHelp("logout", "log out and go back to the login screen"),
  ]

  /// The line under the list, from `commands` (written once, there): fewer commands
  /// while the roster is empty, and `resume` first while a match is saved.
  func hint(_ viewModel: PlayerListViewModel) -> String {
    let offered =
      viewModel.emptyMessage != nil
      ? ["add", "import", "history", "list", "logout"]
      : ["add", "show", "delete", "select", "history", "export", "import", "list", "logout"]
    return CommandHelp.hintLine(
      of: commands, naming: (viewModel.offersResume ? ["resume"] : []) + offered,
      then: ["help", "quit"])
  }

  /// Names after `find` and `add`; after `show`, `delete` and `merge`, which take numbers,
  /// a name becomes its number (`show An` Tab: `show 1 `).
  static func completion(of rows: [(number: Int, name: String)]) -> LineCompletion {
    LineCompletion(
      commands: commandTable, argumentWords: rows.map(\.name),
      numberCommands: ["show", "delete", "merge"], numbered: rows)
  }
}
