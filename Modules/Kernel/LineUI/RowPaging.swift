/// The commands that move through a long numbered list, the same on every screen that
/// pages one: `list` (the first page), `list A-B`, `more` and `find TEXT`.
public enum RowPaging: Equatable, Sendable {
  /// `list` (both `nil`) or `list A-B` (0-based rows, `first <= last`).
  case list(first: Int?, last: Int?)
  case more
  case find(String)

  /// The paging command typed, each row number read by `row` (which checks it against
  /// the list shown and answers it 1-based); `nil` for a line that is not one (another
  /// command word).
  public init?(_ command: CommandInput, row: (String) throws(CommandError) -> Int)
    throws(CommandError)
  {
    switch command.name {
    case "more":
      try command.expectNoArguments()
      self = .more
    case "find":
      guard !command.argumentText.isEmpty else {
        throw CommandError("type 'find TEXT' with a part of a name, e.g. 'find ann'")
      }
      self = .find(command.argumentText)
    case "list":
      guard let range = command.arguments.first else {
        self = .list(first: nil, last: nil)
        return
      }
      guard command.arguments.count == 1 else {
        throw CommandError("type 'list' or 'list A-B', e.g. 'list 201-400'")
      }
      let bounds = range.split(separator: "-", omittingEmptySubsequences: false)
      guard bounds.count <= 2 else {
        throw CommandError("'\(range.prefix(20))' is not a range like 201-400")
      }
      let first = try row(String(bounds[0]))
      let last = bounds.count == 2 ? try row(String(bounds[1])) : first
      guard first <= last else {
        throw CommandError("the range '\(range)' runs backwards; write it as \(last)-\(first)")
      }
      self = .list(first: first - 1, last: last - 1)
    default:
      return nil
    }
  }
}
