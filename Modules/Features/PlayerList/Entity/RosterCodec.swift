import Domain

/// The roster as a file: CSV or JSON text in, checked players out, and back.
///
/// Part of the Entity of the PlayerList module: pure functions with no I/O. Both
/// formats hold the same columns (`name`, `age`, `favouriteTeam`, `position`, `skill`),
/// unset fields are empty, and importing checks every row with `PlayerRules` before
/// anything is added, so a file is taken whole or not at all.
enum RosterCodec {
  /// The columns, in the order an export writes them.
  static let columns = ["name", "age", "favouriteTeam", "position", "skill"]

  /// The column a file's heading names, in any case; `club` (the word the player form
  /// uses) is read as `favouriteTeam`, the web service's name that exports write.
  static func column(named heading: String) -> String? {
    // As exports write them: no lower-casing for the five keys of every JSON entry.
    if columns.contains(heading) { return heading }
    let heading = heading.lowercased()
    guard heading != "club" else { return "favouriteTeam" }
    return columns.first { $0.lowercased() == heading }
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
  static func drafts(from text: String, as format: RosterFormat) throws(RosterImportError)
    -> [PlayerDraft]
  {
    var text = text
    if text.unicodeScalars.first == "\u{FEFF}" { text.unicodeScalars.removeFirst() }
    let (records, unreadable) =
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
    return drafts
  }
}
