import Domain

/// The roster as a file: CSV or JSON text in, checked players out, and back.
///
/// Infrastructure behind Domain's `RosterFileCoding` (see `RosterFileCodec`): pure
/// functions with no I/O. Both
/// formats hold the same columns (`name`, `age`, `favouriteTeam`, `position`, `skill`),
/// unset fields are empty, and importing checks every row with `PlayerRules` before
/// anything is added, so a file is taken whole or not at all.
enum RosterCodec {
  /// The columns, in the order an export writes them.
  static let columns = ["name", "age", "favouriteTeam", "position", "skill"]

  /// The column a file's heading names: an export's key, the player form's label
  /// ("Favourite club") or the word typed on the form (`club`), in any case, with spaces,
  /// underscores and hyphens ignored ("favourite_team", "Favorite Club" too); `nil` for a
  /// heading that names no player field (Phone, Level), which an import ignores.
  static func column(named heading: String) -> String? {
    // As exports write them: no folding for the five keys of every JSON entry.
    if columns.contains(heading) { return heading }
    return headings[folded(heading)]
  }

  /// The headings each column is known by, folded: the export's key, the form's label and
  /// typed word, and the American spelling of "favourite".
  private static let headings: [String: String] = {
    var headings: [String: String] = [:]
    for field in PlayerField.allCases {
      for heading in [field.rawValue, field.displayName, field.keyword] {
        headings[folded(heading)] = field.rawValue
        headings[folded(heading).replacing("favourite", with: "favorite")] = field.rawValue
      }
    }
    return headings
  }()

  /// The heading as compared: lower case, without spaces, underscores and hyphens.
  private static func folded(_ heading: String) -> String {
    String(heading.lowercased().filter { !$0.isWhitespace && $0 != "_" && $0 != "-" })
  }

  /// The players as `format` text, in roster order.
  static func encode(_ players: [Player], as format: RosterFormat) throws(FootballGatherError)
    -> String
  {
    switch format {
    case .csv: encodeCSV(players)
    case .json: try encodeJSON(players)
    }
  }

  /// A player's fields in column order, as text; unset fields are empty.
  static func row(of player: Player) -> [String] {
    [
      player.name, player.age.map(String.init) ?? "", player.favouriteTeam ?? "",
      player.position?.rawValue ?? "", player.skill?.rawValue ?? "",
    ]
  }

  /// Every player in `text`, checked. If any row has a problem, throws them all.
  /// A leading byte order mark (as spreadsheets write) is ignored.
  static func drafts(from text: String, as format: RosterFormat) throws(RosterFileError)
    -> [PlayerDraft]
  {
    try contents(of: text, as: format).drafts
  }

  /// The players of `text`, checked, and the headings of the columns that were left out
  /// because they name no player field (a spreadsheet's Phone or Level). If any row has a
  /// problem, throws them all. A leading byte order mark (as spreadsheets write) is ignored.
  static func contents(of text: String, as format: RosterFormat) throws(RosterFileError)
    -> (drafts: [PlayerDraft], ignored: [String])
  {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    let (records, unreadable, ignored) =
      switch format {
      case .csv: try decodeCSV(text)
      case .json: try decodeJSON(text)
      }
    var drafts: [PlayerDraft] = []
    var problems = unreadable
    for record in records {
      do {
        drafts.append(try record.draft())
      } catch {
        problems.append(RosterProblem(line: record.line, reason: error.message))
      }
    }
    guard problems.isEmpty else {
      throw .invalidRows(problems.sorted { ($0.line ?? 0) < ($1.line ?? 0) })
    }
    guard !drafts.isEmpty else {
      throw .invalidRows([RosterProblem(line: nil, reason: "the file holds no players")])
    }
    return (drafts, ignored)
  }
}
