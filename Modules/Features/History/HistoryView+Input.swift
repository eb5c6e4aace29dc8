import Domain
import LineUI

/// Each typed line as one presenter call, its gather numbers checked against the rows shown.
extension HistoryView {
  func handle(_ command: CommandInput, presenter: any HistoryPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "show":
        await presenter.didSelectGather(at: try row(command.numberArgument(what: "gather")))
      case "delete":
        await presenter.didRequestDelete(at: try row(command.numberArgument(what: "gather")))
      case "edit":
        guard let first = command.arguments.first else {
          throw CommandError("type 'edit N' with the gather's number")
        }
        await presenter.didRequestEdit(
          at: try row(first), correction: try Self.correction(Array(command.arguments.dropFirst())))
      case "records":
        let query = try Self.recordQuery(command.arguments)
        await presenter.didRequestRecords(order: query.order, since: query.since)
      case "more":
        try command.expectNoArguments()
        await presenter.didRequestMore()
      case "add":
        try command.expectNoArguments()
        await presenter.didRequestAdd()
      case "attendance":
        try command.expectNoArguments()
        await presenter.didRequestAttendance()
      case "share":
        await presenter.didRequestShare(at: try row(command.numberArgument(what: "gather")))
      case "export":
        guard let split = command.firstArgumentAndRest else {
          throw CommandError("type 'export csv' or 'export json', then a file name or nothing")
        }
        await presenter.didRequestExport(format: split.word, to: split.rest)
      case "list":
        guard let text = command.arguments.first else { return await presenter.didRequestList(nil) }
        guard command.arguments.count == 1 else {
          throw CommandError("type 'list' or 'list A-B', e.g. 'list 21-40'")
        }
        let (range, note) = try CommandError.checking {
          try NumberList.listRange(text, in: listedCount, what: "row")
        }
        if let note { console.line(note) }
        await presenter.didRequestList(range)
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  /// The 0-based row of the gather numbered `word`.
  private func row(_ word: String) throws(CommandError) -> Int {
    try CommandError.checking { try NumberList.number(word, in: rowCount, what: "gather") } - 1
  }
}
