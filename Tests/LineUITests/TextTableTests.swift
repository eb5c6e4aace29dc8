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

struct TextTableFittingTests {
  let table = TextTable(
    columns: [.init("#", alignment: .right), .init("Name"), .init("Club"), .init("Skill")],
    rows: [
      ["1", "Bartholomew Montgomery-Smith", "Sporting Clube de Portugal", "Amateur"],
      ["12", "Ann", "-", "Professional"],
    ])

  @Test func aTableNarrowerThanTheTerminalIsLeftAsItIs() {
    #expect(table.render(width: 120) == table.render())
  }

  @Test func longCellsAreShortenedWithAnEllipsisSoEveryLineFits() {
    let lines = table.render(width: 40)
    #expect(
      lines == [
        "   #  Name        Club        Skill",
        "   1  Bartholom…  Sporting …  Amateur",
        "  12  Ann         -           Professio…",
      ])
    #expect(lines.allSatisfy { $0.displayWidth <= 40 })
  }

  @Test func wideCharactersAreNeverCutInHalf() {
    let table = TextTable(columns: [.init("Name")], rows: [["김민재김민재"]])
    #expect(table.render(width: 9) == ["  Name", "  김민재…"])
  }
}

struct DisplayWidthTests {
  @Test func emojiAndEastAsianWideCharactersTakeTwoColumns() {
    #expect("Ann".displayWidth == 3)
    #expect("Zoë".displayWidth == 3)
    #expect("⚽️".displayWidth == 2)
    #expect("🙂 Bo".displayWidth == 5)
    #expect("김민재".displayWidth == 6)
    #expect("ｆｃ".displayWidth == 4)
    #expect("שלום".displayWidth == 4)
  }

  @Test func tablesStayAlignedWithWideNames() {
    let table = TextTable(
      columns: [.init("Name"), .init("Skill")], rows: [["김민재", "Pro"], ["Al 🙂", "-"]])
    #expect(table.render() == ["  Name    Skill", "  김민재  Pro", "  Al 🙂   -"])
  }
}
