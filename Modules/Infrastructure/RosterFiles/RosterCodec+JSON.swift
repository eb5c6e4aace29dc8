import Domain
import Foundation

/// The roster as JSON: a list of objects with the same keys as the CSV columns; unset
/// fields are left out.
extension RosterCodec {
  static func encodeJSON(_ players: [Player]) throws(FootballGatherError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      let data = try encoder.encode(players.map(\.draft))
      return String(decoding: data, as: UTF8.self) + "\n"
    } catch {
      throw .invalidInput("the roster could not be written as JSON: \(error)")
    }
  }

  /// The records of JSON text, the problems of entries that are not records, and the keys
  /// left out (they name no player field: "phone", "level"), each once, in the order first
  /// met (an entry's keys alphabetically).
  static func decodeJSON(_ text: String) throws(RosterFileError)
    -> (records: [RosterRecord], problems: [RosterProblem], ignored: [String])
  {
    do {
      try JSONSyntaxCheck.check(text)
    } catch {
      throw .invalidRows([
        RosterProblem(
          line: error.line, reason: "the file is not valid JSON: \(error.reason)",
          column: error.column)
      ])
    }
    var reader = JSONRosterReader(text)
    guard let entries = reader.entries() else {
      throw .invalidRows([
        RosterProblem(line: 1, reason: "the file must hold a list of players: [{\"name\": ...}]")
      ])
    }
    var records: [RosterRecord] = []
    var problems: [RosterProblem] = []
    var ignored: [String] = []
    for (line, entry) in entries {
      do {
        records.append(RosterRecord(line: line, fields: try fields(of: entry)))
      } catch {
        problems.append(RosterProblem(line: line, reason: error.message))
      }
      guard case .object(let members) = entry else { continue }
      // Sorted: the keys an entry's dictionary holds, in the same order on every run.
      for key in members.keys.sorted() where column(named: key) == nil && !ignored.contains(key) {
        ignored.append(key)
      }
    }
    return (records, problems, ignored)
  }

  /// An entry's fields as text: strings as they are, numbers as written, null as unset.
  private static func fields(of entry: JSONValue) throws(FootballGatherError) -> [String: String] {
    guard case .object(let members) = entry else {
      throw .invalidInput("each player must be an object like {\"name\": \"Ann\"}")
    }
    // Members in the dictionary's order, and only when one is refused again in the keys'
    // order, so that the problem reported is the same whatever the order of the hash.
    do {
      return try fields(of: members)
    } catch {
      return try fields(of: members.sorted { $0.key < $1.key })
    }
  }

  private static func fields<Members: Sequence<(key: String, value: JSONValue)>>(
    of members: Members
  ) throws(FootballGatherError) -> [String: String] {
    var fields: [String: String] = [:]
    for (key, value) in members {
      guard let column = column(named: key) else { continue }  // not a player field
      guard fields[column] == nil else {
        throw .invalidInput("'\(column)' is given twice (as '\(key)' and another name)")
      }
      switch value {
      case .text(let text), .number(let text): fields[column] = text
      case .null: fields[column] = ""
      case .bool, .list, .object: throw .invalidInput("'\(key)' must be text or a number")
      }
    }
    return fields
  }
}
