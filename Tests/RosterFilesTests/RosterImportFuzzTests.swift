import Domain
import TestSupport
import Testing

@testable import RosterFiles

/// Seeded random CSV and JSON files through the importer: 2,000 of each kind, built from
/// the pieces real files are made of (headers in any order and case, quoted fields, line
/// breaks in quotes, a byte order mark, numbers at every edge, control and bidirectional
/// characters, broken quotes and brackets). The importer never crashes; what it takes
/// obeys the typed rules, and what it refuses names lines that exist. A failure names the
/// seed and the file.
struct RosterImportFuzzTests {
  static let seed: UInt64 = 20_261_125

  static let fields = [
    "Ann", "Zoë \"Zee\" O'Neil", "李雷", "a\u{1B}[2Jb", "x\u{202E}y", "nul\u{0}", "", " ", "31",
    "9223372036854775807", "-9223372036854775808", "99999999999999999999", "5", "99", "4",
    "100", "pro", "gk", "-1", "3", "=1+1", "'=1+1", "a,b", "line\nbreak", "tab\t", "\u{9B}",
    String(repeating: "n", count: 51), "1e3", "2.5", "٣",
  ]
  static let headers = [
    "name", "age", "club", "favouriteTeam", "position", "skill", "NAME", "x", "",
  ]

  /// A file every row of which is good (names with quotes, commas and accents, ages at
  /// the edges of the range, positions and skills in every spelling): one in four.
  static func clean(_ format: RosterFormat, _ random: inout SeededRandom) -> String {
    let rows = (0..<Int.random(in: 1...6, using: &random)).map { _ in
      [
        random.pick(["Ann", "Zoë \"Zee\" O'Neil, Jr.", "李雷", "Łukasz 🦁", "'=1+1"]),
        random.pick(["", "5", "99", "31", " 42 "]), random.pick(["", "gk", "Striker", "3"]),
        random.pick(["", "pro", "Beginner", "1"]), random.pick(["", "Atlético, \"Madrid\""]),
      ]
    }
    guard format == .csv else {
      let keys = ["name", "age", "position", "skill", "club"]
      return "["
        + rows.map { row in
          "{"
            + zip(keys, row).filter { !$0.1.isEmpty }.map { key, value in
              "\"\(key)\": \"\(value.replacingOccurrences(of: "\"", with: "\\\""))\""
            }.joined(separator: ", ") + "}"
        }.joined(separator: ",\n") + "]"
    }
    return "name,age,position,skill,club\n"
      + rows.map { row in
        row.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
          .joined(separator: ",")
      }.joined(separator: "\r\n") + "\n"
  }

  static func csv(_ random: inout SeededRandom) -> String {
    let columns = (0..<Int.random(in: 1...6, using: &random)).map { _ in random.pick(headers) }
    var text = random.next() % 10 == 0 ? "\u{FEFF}" : ""
    text += columns.joined(separator: ",") + "\n"
    for _ in 0..<Int.random(in: 0...8, using: &random) {
      text += columns.map { _ in quoted(random.pick(fields), &random) }.joined(separator: ",")
      text += random.pick(["\n", "\r\n", "", "\n\n"])
    }
    return random.next() % 20 == 0
      ? String(text.dropLast(Int.random(in: 0...5, using: &random))) : text
  }

  static func quoted(_ field: String, _ random: inout SeededRandom) -> String {
    switch random.next() % 4 {
    case 0: "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    case 1: "\"" + field
    default: field
    }
  }

  static func json(_ random: inout SeededRandom) -> String {
    let entries = (0..<Int.random(in: 0...6, using: &random)).map { _ -> String in
      let keys = (0..<Int.random(in: 0...5, using: &random)).map { _ in random.pick(headers) }
      let pairs = keys.map { key -> String in
        let value: String = random.pick([
          "\"\(random.pick(fields).replacingOccurrences(of: "\"", with: "\\\""))\"",
          random.pick([
            "31", "1e400", "-0", "9223372036854775808", "null", "true", "[]", "{}", "2.5",
          ]),
        ])
        return "\"\(key)\": \(value)"
      }
      return "{" + pairs.joined(separator: ", ") + "}"
    }
    let text = "[" + entries.joined(separator: ",\n") + "]"
    return random.next() % 10 == 0
      ? String(text.dropLast(Int.random(in: 1...4, using: &random))) : text
  }

  @Test(arguments: [RosterFormat.csv, .json])
  func randomFilesNeverCrashTheImporter(format: RosterFormat) {
    var random = SeededRandom(seed: Self.seed &+ (format == .csv ? 0 : 1))
    var taken = 0
    for index in 0..<2_000 {
      let text =
        random.next() % 4 == 0
        ? Self.clean(format, &random) : format == .csv ? Self.csv(&random) : Self.json(&random)
      let lines = text.unicodeScalars.filter { $0 == "\n" }.count + 1
      let where_ = "file \(index + 1) of seed \(Self.seed): \(text.debugDescription.prefix(200))"
      do throws(RosterFileError) {
        let drafts = try RosterCodec.drafts(from: text, as: format)
        taken += 1
        for draft in drafts {
          #expect((try? PlayerRules.validateName(draft.name)) == draft.name, "\(where_)")
          #expect(draft.age.map(PlayerRules.ageRange.contains) ?? true, "\(where_)")
        }
      } catch {
        let problems =
          switch error {
          case .invalidRows(let problems): problems
          }
        for problem in problems {
          #expect((problem.line ?? 1) >= 1 && (problem.line ?? 1) <= lines + 1, "\(where_)")
          #expect(
            problem.reason.count < 400, "a reason too long: \(problem.reason.prefix(80)); \(where_)"
          )
        }
      }
    }
    #expect(taken > 150, "too few files were taken (\(taken)) to test the good path")
  }
}
