import Domain
import LineUI

/// What the ratings screen's commands take: `list A-B` and the names Tab completes.
extension RatingsView {
  /// `list` (nil, nil) or `list A-B` (0-based).
  func range(_ command: CommandInput) throws(CommandError) -> (Int?, Int?) {
    guard let range = command.arguments.first else { return (nil, nil) }
    guard command.arguments.count == 1 else {
      throw CommandError("type 'list' or 'list A-B', e.g. 'list 51-100'")
    }
    let bounds = range.split(separator: "-", omittingEmptySubsequences: false)
    guard bounds.count <= 2 else {
      throw CommandError("'\(range.prefix(20))' is not a range like 51-100")
    }
    let first = try CommandError.checking { try NumberList.number(String(bounds[0]), in: rowCount) }
    let last =
      bounds.count == 2
      ? try CommandError.checking { try NumberList.number(String(bounds[1]), in: rowCount) } : first
    guard first <= last else {
      throw CommandError("the range '\(range)' runs backwards; write it as \(last)-\(first)")
    }
    return (first - 1, last - 1)
  }

  /// Tab completes the players' names after a command word (`show An` Tab: `show Ann`).
  func completionWords(presenter: any RatingsPresenting) -> [String] {
    presenter.numberedNames.map(\.name)
  }
}
