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

/// A roster file's format.
enum RosterFormat: String, CaseIterable, Sendable {
  case csv
  case json

  /// `csv` or `json`, in any case.
  init?(name: String) {
    self.init(rawValue: name.lowercased())
  }

  /// The format of a file to import: by its extension, else by its first character.
  init(path: String, contents: String) {
    if let dot = path.lastIndex(of: "."),
      let format = RosterFormat(name: String(path[path.index(after: dot)...]))
    {
      self = format
    } else {
      let first = contents.first { !$0.isWhitespace }
      self = first == "[" || first == "{" ? .json : .csv
    }
  }

  /// "CSV" or "JSON".
  var displayName: String { rawValue.uppercased() }
}

/// One player's fields as a file holds them, before they are checked.
struct RosterRecord: Equatable, Sendable {
  /// The line the record starts on (CSV fields may span lines; JSON players start lines).
  var line: Int
  /// Column name to text; a missing or empty column means "not set".
  var fields: [String: String]

  /// The player the fields describe, or the first problem with them.
  func draft() throws(FootballGatherError) -> PlayerDraft {
    PlayerDraft(
      name: try PlayerRules.validateName(fields["name"] ?? ""),
      age: try PlayerRules.validateAge(fields["age"] ?? ""),
      skill: try choice(of: "skill", parse: Skill.init(parsing:)),
      position: try choice(of: "position", parse: Position.init(parsing:)),
      favouriteTeam: try PlayerRules.validateFavouriteTeam(fields["favouriteTeam"] ?? ""))
  }

  private func choice<Value: CaseIterable & RawRepresentable<String>>(
    of column: String, parse: (String) -> Value?
  ) throws(FootballGatherError) -> Value? {
    let text = fields[column] ?? ""
    guard text.contains(where: { !$0.isWhitespace }) else { return nil }
    guard let value = parse(text) else {
      let valid = Value.allCases.map(\.rawValue).joined(separator: ", ")
      throw .invalidInput("'\(text)' is not a \(column); use one of: \(valid)")
    }
    return value
  }
}

/// What is wrong with one row of a roster file, and where.
struct RosterProblem: Equatable, Sendable, CustomStringConvertible {
  /// The line the row starts on; `nil` when the problem is the whole file.
  var line: Int?
  var reason: String
  /// The character on the line where a whole-file problem was found, from 1.
  var column: Int? = nil

  /// "line 3: the age must be a whole number from 5 to 99", "line 2, column 14: ...".
  var description: String {
    guard let line else { return reason }
    return column.map { "line \(line), column \($0): \(reason)" } ?? "line \(line): \(reason)"
  }
}

/// Why a roster file was not imported. In every case nothing was added.
enum RosterImportError: Error, Equatable {
  /// Rows that need fixing, each with its line.
  case invalidRows([RosterProblem])
  /// The file could not be read, or the players could not be stored.
  case failed(FootballGatherError)
  /// Some names are already on the roster or repeated in the file, and adding them
  /// anyway was not asked for.
  case duplicates(RosterDuplicates)
}
