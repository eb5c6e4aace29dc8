import Domain
import Testing

@testable import RosterFiles

struct RosterCodecProblemTests {
  func problems(_ text: String, as format: RosterFormat) -> [String] {
    do {
      _ = try RosterCodec.drafts(from: text, as: format)
      return []
    } catch {
      guard case .invalidRows(let problems) = error else { return ["\(error)"] }
      return problems.map(\.description)
    }
  }

  @Test func everyBadCSVRowIsReportedWithItsLine() {
    let text = """
      name,age,position
      Ann,abc,
      "Bob
      Smith",-3,goalie
      ,30,
      Cy,40
      Dee,41,gk
      """
    #expect(
      problems(text, as: .csv) == [
        "line 2: the age must be a whole number from 5 to 99",
        "line 3: the name contains a control character (\\u{A}); remove it",
        "line 5: the name cannot be empty",
        "line 6: expected 3 fields like the first line, found 2",
      ])
  }

  @Test(arguments: [
    ("name\n\"Ann\n", "line 2: a quoted field is never closed; add the closing quote"),
    (
      "name\nAn\"n\n",
      "line 2: a quote inside an unquoted field; quote the field and double the quote"
    ),
    ("name\n\"Ann\"x\n", "line 2: text after a closing quote; put a comma between fields"),
    (
      "player,height\nAnn,170\n",
      "line 1: the first line must name the columns, including 'name'; it names 'player', 'height'"
    ),
    ("name,Name\n", "line 1: the column 'name' appears twice"),
    ("age\n31\n", "line 1: the first line must name the columns, including 'name'; it names 'age'"),
    ("name\n", "the file holds no players"),
    ("", "the file holds no players"),
  ])
  func malformedCSVIsOneClearProblem(text: String, problem: String) {
    #expect(problems(text, as: .csv) == [problem])
  }

  @Test func everyBadJSONEntryIsReportedWithTheLineItStartsOn() {
    let text = """
      [
        {"name": "Ann", "age": "abc"},
        {"name": "Bob", "age": 31.5,
         "skill": "pro"},
        "Cy",
        {"name": "Dee", "height": 170},
        {"name": "Eve", "age": true},
        {"name": "Fay", "position": "sweeper", "age": null}
      ]
      """
    #expect(
      problems(text, as: .json) == [
        "line 2: the age must be a whole number from 5 to 99",
        "line 3: the age must be a whole number from 5 to 99",
        "line 5: each player must be an object like {\"name\": \"Ann\"}",
        "line 7: 'age' must be text or a number",
        "line 8: 'sweeper' is not a position; use one of: goalkeeper, defender, midfielder, winger, striker",
      ])
  }

  @Test(arguments: [
    (
      "[{\"name\": Ann}]",
      "line 1, column 11: the file is not valid JSON: expected a value (text in double quotes, a number, [ or {), found 'A'"
    ),
    (
      "[\n  {\"name\": \"Zoë\"},\n  {\"name\": \"Ann\"},\n]",
      "line 4, column 1: the file is not valid JSON: expected a value (text in double quotes, a number, [ or {), found ']'"
    ),
    (
      "[\n  {\"name\": \"Zoë 🦁\" \"age\": 3}\n]",
      "line 2, column 20: the file is not valid JSON: expected ',' or '}' after a value, found '\"'"
    ),
    (
      "[{\"name\": \"Ann\n\"}]",
      "line 1, column 15: the file is not valid JSON: a line break or control character inside text; write it as \\n or \\u00XX"
    ),
    (
      "[{\"name\": \"Ann",
      "line 1, column 15: the file is not valid JSON: text in double quotes is never closed; add the closing quote"
    ),
    (
      "[{\"name\": \"Ann\"}] x",
      "line 1, column 19: the file is not valid JSON: text after the end of the JSON"
    ),
    (
      String(repeating: "[", count: 100),
      "line 1, column 65: the file is not valid JSON: lists and objects nested too deeply"
    ),
    ("{\"name\": \"Ann\"}", "line 1: the file must hold a list of players: [{\"name\": ...}]"),
    ("[]", "the file holds no players"),
  ])
  func malformedJSONIsOneClearProblem(text: String, problem: String) {
    #expect(problems(text, as: .json) == [problem])
  }

  @Test(arguments: RosterFormat.allCases)
  func aNulCharacterInANameIsRefusedAsByHand(format: RosterFormat) {
    let text =
      format == .csv
      ? "name,favouriteTeam\nAnn,\nA\u{0}B,\nCy,FC\u{0}\n"
      : "[\n{\"name\": \"Ann\"},\n{\"name\": \"A\\u0000B\"},\n{\"name\": \"Cy\", \"favouriteTeam\": \"FC\\u0000\"}\n]"
    #expect(
      problems(text, as: format) == [
        "line 3: the name contains a NUL character (\\u{0}); remove it",
        "line 4: the favourite club contains a NUL character (\\u{0}); remove it",
      ])
  }
}
