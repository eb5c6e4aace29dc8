/// The commands that move through a long numbered list, the same on every screen that
/// pages one: `list` (the first page), `list A-B`, `more` and `find TEXT`.
public enum RowPaging: Equatable, Sendable {
  /// `list` (both `nil`) or `list A-B` (0-based rows, `first <= last`); `note` says when
  /// `B` was past the last row and cut to it ("There are 37 players; showing 30-37.").
  case list(first: Int?, last: Int?, note: String?)
  case more
  case find(String)

  /// The paging command typed, the `A-B` of `list A-B` read by `range` (which checks it
  /// against the list shown and answers it 1-based, cut to the last row with a note);
  /// `nil` for a line that is not one (another command word).
  public init?(
    _ command: CommandInput,
    range: (String) throws(CommandError) -> (range: ClosedRange<Int>, note: String?)
  ) throws(CommandError) {
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
      guard let text = command.arguments.first else {
        self = .list(first: nil, last: nil, note: nil)
        return
      }
      guard command.arguments.count == 1 else {
        throw CommandError("type 'list' or 'list A-B', e.g. 'list 201-400'")
      }
      let (rows, note) = try range(text)
      self = .list(first: rows.lowerBound - 1, last: rows.upperBound - 1, note: note)
    default:
      return nil
    }
  }
}
