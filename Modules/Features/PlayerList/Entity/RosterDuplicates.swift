import Domain

/// Players in an import file whose name the roster (or the file, further up) already has.
struct RosterDuplicates: Equatable, Sendable {
  /// How many players of the file repeat a name.
  var count: Int
  /// The repeated names, each once, in file order.
  var names: [String]
  /// Each player of the file that repeats a name: its place among the file's players and,
  /// when the name is on the roster, the player there (`nil`: repeated within the file).
  var rows: [Row] = []

  struct Row: Equatable, Sendable {
    var index: Int
    var name: String
    var onRoster: Player?
  }

  /// "Ann, Bob, Cy and 2 more".
  var summary: String {
    names.joined(listingAtMost: 3)
  }
}
