/// What an import tells the user while it works: the slow phases of a long file, and the
/// columns of any file that hold no player field (the presenter words them).
enum RosterImportStep: Equatable, Sendable {
  /// A long file is being read and checked: its path and size in kilobytes.
  case reading(path: String, kilobytes: Int)
  /// The file's headings that name no player field (Phone, Level), in file order: those
  /// columns are left out of every player.
  case ignoring([String])
  /// A long file's players are being added.
  case adding(Int)
}
