/// Why a roster file's text was refused: every row that needs fixing, each with its line.
/// Nothing of the file is taken.
public enum RosterFileError: Error, Equatable {
  /// The rows that need fixing (or one problem with the whole file), in line order.
  case invalidRows([RosterProblem])
}
