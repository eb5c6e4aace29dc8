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

  /// The records of JSON text and the problems of entries that are not records.
  static func decodeJSON(_ text: String) throws(RosterImportError)
    -> (records: [RosterRecord], problems: [RosterProblem])
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
    guard let value = try? JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) else {
      throw .invalidRows([
        RosterProblem(
          line: nil, reason: "the file is not valid JSON; check its brackets, quotes and commas")
      ])
    }
    guard case .list(let entries) = value else {
      throw .invalidRows([
        RosterProblem(line: 1, reason: "the file must hold a list of players: [{\"name\": ...}]")
      ])
    }
    let lines = entryLines(in: text)
    var records: [RosterRecord] = []
    var problems: [RosterProblem] = []
    for (offset, entry) in entries.enumerated() {
      let line = offset < lines.count ? lines[offset] : 1
      do {
        records.append(RosterRecord(line: line, fields: try fields(of: entry)))
      } catch {
        problems.append(RosterProblem(line: line, reason: error.message))
      }
    }
    return (records, problems)
  }

  /// An entry's fields as text: strings as they are, numbers as written, null as unset.
  private static func fields(of entry: JSONValue) throws(FootballGatherError) -> [String: String] {
    guard case .object(let members) = entry else {
      throw .invalidInput("each player must be an object like {\"name\": \"Ann\"}")
    }
    var fields: [String: String] = [:]
    for (key, value) in members.sorted(by: { $0.key < $1.key }) {
      guard let column = column(named: key) else {
        throw .invalidInput(
          "unknown field '\(key)'; use \(columns.joined(separator: ", ")) (or club)")
      }
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

  /// The line on which each entry of the top-level list starts, for problem reports.
  private static func entryLines(in text: String) -> [Int] {
    var lines: [Int] = []
    var line = 1
    var depth = 0
    var inString = false
    var escaped = false
    var awaitingEntry = false
    for scalar in text.unicodeScalars {
      if scalar == "\n" { line += 1 }
      if inString {
        if escaped {
          escaped = false
        } else if scalar == "\\" {
          escaped = true
        } else if scalar == "\"" {
          inString = false
        }
        continue
      }
      guard !scalar.properties.isWhitespace else { continue }
      if depth == 1, awaitingEntry, scalar != "]" {
        lines.append(line)
        awaitingEntry = false
      }
      switch scalar {
      case "\"": inString = true
      case "[", "{":
        depth += 1
        awaitingEntry = depth == 1
      case "]", "}": depth -= 1
      case "," where depth == 1: awaitingEntry = true
      default: break
      }
    }
    return lines
  }
}

/// Any JSON value, so that a wrong type is reported for its entry rather than failing
/// the whole file.
private indirect enum JSONValue: Decodable {
  case text(String)
  /// A number as written (`31`, `31.5`).
  case number(String)
  case null
  case bool
  case list([JSONValue])
  case object([String: JSONValue])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let text = try? container.decode(String.self) {
      self = .text(text)
    } else if let whole = try? container.decode(Int.self) {
      self = .number(String(whole))
    } else if let number = try? container.decode(Double.self) {
      self = .number(String(number))
    } else if (try? container.decode(Bool.self)) != nil {
      self = .bool
    } else if let list = try? container.decode([JSONValue].self) {
      self = .list(list)
    } else {
      self = .object(try container.decode([String: JSONValue].self))
    }
  }
}
