import Domain

/// Players in an import file whose name the roster (or the file, further up) already has.
struct RosterDuplicates: Equatable, Sendable {
  /// How many players of the file repeat a name.
  var count: Int
  /// The repeated names, each once, in file order.
  var names: [String]

  /// "Ann, Bob, Cy and 2 more".
  var summary: String {
    names.joined(listingAtMost: 3)
  }
}
