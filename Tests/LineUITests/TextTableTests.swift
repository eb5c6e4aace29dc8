import LineUI
import Testing

struct TextTableTests {
  @Test func columnsAlignToTheWidestCell() {
    let table = TextTable(
      columns: [.init("#", alignment: .right), .init("Name"), .init("Skill")],
      rows: [["1", "Ann", "Amateur"], ["10", "Bartholomew", "-"]])
    #expect(
      table.render() == [
        "   #  Name         Skill",
        "   1  Ann          Amateur",
        "  10  Bartholomew  -",
      ])
  }

  @Test func nonASCIINamesCountAsOneColumnPerCharacter() {
    let table = TextTable(
      columns: [.init("Name"), .init("X")], rows: [["Zoë", "1"], ["Al", "2"]])
    #expect(table.render() == ["  Name  X", "  Zoë   1", "  Al    2"])
  }
}
