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

extension RosterDuplicates {
  /// The drafts whose name (`Player.nameKey`: case and accents ignored) is one of
  /// `rosterNames` or earlier among `drafts`; `nil` when every name is new. One pass over
  /// the file.
  init?(among drafts: [PlayerDraft], rosterNames: [String]) {
    var seen = Set(rosterNames.map(Player.nameKey))
    var named: Set<String> = []
    var count = 0
    var names: [String] = []
    var rows: [Row] = []
    for (index, draft) in drafts.enumerated() {
      let key = Player.nameKey(draft.name)
      guard !seen.insert(key).inserted else { continue }
      count += 1
      rows.append(Row(index: index, name: draft.name))
      if named.insert(key).inserted { names.append(draft.name) }
    }
    guard count > 0 else { return nil }
    self.init(count: count, names: names, rows: rows)
  }
}
