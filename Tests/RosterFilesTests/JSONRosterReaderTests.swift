import Domain
import Testing

@testable import RosterFiles

/// The one-pass JSON reading of an import: escapes, numbers as JSON decoding gave them,
/// the line each player starts on, and what an entry cannot hold refused per entry.
struct JSONRosterReaderTests {
  @Test func escapesAndNumbersReadAsBefore() throws {
    let text =
      #"[{"name": "Ren\u00e9e \"R\" \ud83d\ude00 A\/B", "age": 31.0},"#
      + "\n" + #" {"name": "Bo", "age": 4e1, "club": "Caf\u00e9 \u0041"}]"#
    let drafts = try RosterCodec.drafts(from: text, as: .json)
    #expect(drafts.map(\.name) == ["Renée \"R\" 😀 A/B", "Bo"])
    #expect(drafts.map(\.age) == [31, 40])
    #expect(drafts[1].favouriteTeam == "Café A")
  }

  @Test func problemsNameTheLineTheirPlayerStartsOn() {
    let text =
      "[\n  {\"name\": \"Ann\"},\n  {\"name\": \"Bob\",\n   \"age\": [1, {\"x\": 2}]},\n  \"Cy\"\n]"
    #expect(
      throws: RosterFileError.invalidRows([
        RosterProblem(line: 3, reason: "'age' must be text or a number"),
        RosterProblem(line: 5, reason: "each player must be an object like {\"name\": \"Ann\"}"),
      ])
    ) { try RosterCodec.drafts(from: text, as: .json) }
  }
}
