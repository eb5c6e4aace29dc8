extension CommandHelp {
  /// A screen's hint line: "Commands: ", the hint of each of `commands` in the table's
  /// order, then `globals` (`help`, `back`, `quit`, as the screen offers them).
  public static func hintLine(of commands: [CommandHelp], then globals: [String]) -> String {
    hintLine(of: commands, naming: commands.map(\.keyword), then: globals)
  }

  /// The hint line of the commands whose command words are `keywords`, in that order: for
  /// a screen that offers only some of its commands now, or names them in another order
  /// than `help` lists them. A keyword the table does not have adds nothing.
  public static func hintLine(
    of commands: [CommandHelp], naming keywords: [String], then globals: [String]
  ) -> String {
    var seen = Set<String>()
    let hints = keywords.filter { seen.insert($0).inserted }.flatMap { keyword in
      commands.filter { $0.keyword == keyword }.map(\.hint).filter { !$0.isEmpty }
    }
    // Not `joined(separator:)`: the standard library's unspecialised join looks up a
    // conformance at run time, and this line is written before the first prompt.
    var line = "Commands: "
    for (index, hint) in (hints + globals).enumerated() {
      line += index == 0 ? hint : ", " + hint
    }
    return line
  }
}
