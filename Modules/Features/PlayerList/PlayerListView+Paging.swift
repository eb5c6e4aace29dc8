import Domain
import LineUI

/// Moving through a long roster: `list`, `list A-B`, `more` and `find TEXT`, the same in
/// the list and in selection mode.
extension PlayerListView {
  /// `list`, `list A-B`, `more` and `find TEXT`, the same in both modes.
  func handlePaging(_ command: CommandInput, presenter: any PlayerListPresenting)
    async throws(CommandError)
  {
    switch command.name {
    case "more":
      try command.expectNoArguments()
      await presenter.didRequestMore()
    case "find":
      guard !command.argumentText.isEmpty else {
        throw CommandError("type 'find TEXT' with a part of a name, e.g. 'find ann'")
      }
      await presenter.didRequestFind(command.argumentText)
    default:
      guard let range = command.arguments.first else {
        return await presenter.didRequestList(from: nil, through: nil)
      }
      guard command.arguments.count == 1 else {
        throw CommandError("type 'list' or 'list A-B', e.g. 'list 201-400'")
      }
      let (rows, note) = try CommandError.checking { try NumberList.listRange(range, in: rowCount) }
      if let note { console.line(note) }
      await presenter.didRequestList(from: rows.lowerBound - 1, through: rows.upperBound - 1)
    }
  }
}
