import Domain

/// A player described field by field, in the groups the detail screen shows.
///
/// The Entity of the PlayerDetail module.
struct PlayerProfile: Equatable, Sendable {
  /// A named group of fields: "Personal" holds name, age and favourite team.
  struct Section: Equatable, Sendable {
    var title: String
    var fields: [PlayerField]
  }

  var player: Player
  var sections: [Section]

  /// Every field in the order shown: row 1 is the first field of the first section.
  var fields: [PlayerField] { sections.flatMap(\.fields) }

  /// The field on a 0-based row, if there is one.
  func field(at index: Int) -> PlayerField? {
    fields.indices.contains(index) ? fields[index] : nil
  }
}
