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
      let bounds = range.split(separator: "-", omittingEmptySubsequences: false)
      guard bounds.count <= 2 else {
        throw CommandError("'\(range.prefix(20))' is not a range like 201-400")
      }
      let first = try CommandError.checking {
        try NumberList.number(String(bounds[0]), in: rowCount)
      }
      let last =
        bounds.count == 2
        ? try CommandError.checking { try NumberList.number(String(bounds[1]), in: rowCount) }
        : first
      guard first <= last else {
        throw CommandError("the range '\(range)' runs backwards; write it as \(last)-\(first)")
      }
      await presenter.didRequestList(from: first - 1, through: last - 1)
    }
  }
}
