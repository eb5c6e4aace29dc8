import Domain
import LineUI

/// Each typed line as one presenter call: the command word picks the event, the arguments
/// are checked against the rows shown before the presenter hears of them.
extension PlayerListView {
  func handle(_ command: CommandInput, presenter: any PlayerListPresenting) async {
    do throws(CommandError) {
      try await dispatch(command, presenter: presenter)
    } catch {
      console.error(error.message)
    }
  }

  private func dispatch(_ command: CommandInput, presenter: any PlayerListPresenting)
    async throws(CommandError)
  {
    switch command.name {
    case "add":
      let name = command.argumentText
      await presenter.didRequestAddPlayer(named: name.isEmpty ? nil : name)
    case "show": await presenter.didSelectPlayer(at: try row(command))
    case "delete":
      guard command.arguments.count > 1 || command.arguments.first?.contains("-") == true else {
        return await presenter.didRequestDelete(at: try row(command))
      }
      let rows = try CommandError.checking {
        try NumberList.numbers(command.arguments, in: rowCount)
      }.map { $0 - 1 }
      await presenter.didRequestDelete(atEach: rows)
    case "merge":
      guard command.arguments.count == 2 else {
        throw CommandError("type 'merge N M' to make player M one with player N, e.g. 'merge 2 7'")
      }
      let (kept, duplicate) = try CommandError.checking {
        (
          try NumberList.number(command.arguments[0], in: rowCount),
          try NumberList.number(command.arguments[1], in: rowCount)
        )
      }
      guard kept != duplicate else { throw CommandError("type two different players' numbers") }
      await presenter.didRequestMerge(duplicate - 1, into: kept - 1)
    case "select":
      try command.expectNoArguments()
      await presenter.didRequestSelection()
    case "history":
      try command.expectNoArguments()
      await presenter.didRequestHistory()
    case "ratings":
      try command.expectNoArguments()
      await presenter.didRequestRatings()
    case "resume":
      try command.expectNoArguments()
      await presenter.didRequestResume()
    case "archived":
      try command.expectNoArguments()
      await presenter.didRequestArchivedPlayers()
    case "restore":
      guard command.arguments.count == 1,
        let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
      else {
        throw CommandError("type 'restore N' with the number 'archived' shows")
      }
      await presenter.didRequestRestore(number: number)
    case "export":
      guard let split = command.firstArgumentAndRest else {
        throw CommandError("type 'export csv' or 'export json', then a file name or nothing")
      }
      await presenter.didRequestExport(format: split.word, to: split.rest)
    case "import":
      guard !command.argumentText.isEmpty else {
        throw CommandError("type 'import FILE' with the CSV or JSON file to import")
      }
      let flag = "--allow-duplicates"
      let text = command.argumentText
      let allowing = text == flag || text.hasSuffix(" " + flag)
      let path = allowing ? String(text.dropLast(flag.count)).trimmingWhitespace() : text
      guard !path.isEmpty else {
        throw CommandError("type 'import FILE --allow-duplicates' with the file to import")
      }
      await presenter.didRequestImport(from: path, allowingDuplicates: allowing)
    case "logout":
      try command.expectNoArguments()
      await presenter.didRequestLogOut()
    default:
      switch try RowPaging(command, range: listedRange) {
      case .list(let first, let last, let note):
        if let note { console.line(note) }
        await presenter.didRequestList(from: first, through: last)
      case .more: await presenter.didRequestMore()
      case .find(let text): await presenter.didRequestFind(text)
      case nil: throw .unknown(command.name, commands: commands)
      }
    }
  }

  /// The rows typed in `list A-B` (1-based), checked against the rows shown: `B` past the
  /// last row is cut to it, with a note.
  private func listedRange(_ text: String) throws(CommandError) -> (
    range: ClosedRange<Int>, note: String?
  ) {
    try CommandError.checking { try NumberList.listRange(text, in: rowCount) }
  }

  /// The 0-based row of `show N` or `delete N`.
  private func row(_ command: CommandInput) throws(CommandError) -> Int {
    let word = try command.numberArgument()
    return try CommandError.checking { try NumberList.number(word, in: rowCount) } - 1
  }
}
