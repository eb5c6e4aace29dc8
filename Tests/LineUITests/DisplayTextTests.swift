import LineUI
import Testing

struct DisplayTextTests {
  @Test func ordinaryTextIsKeptAsItIs() {
    #expect("Zoë \"Zee\" O'Neil, Jr.".escapingControlCharacters() == "Zoë \"Zee\" O'Neil, Jr.")
  }

  @Test func lineBreaksTabsAndTerminalCommandsBecomeVisibleEscapes() {
    #expect("Ann\nMarie".escapingControlCharacters() == "Ann\\nMarie")
    #expect("a\r\nb\tc".escapingControlCharacters() == "a\\r\\nb\\tc")
    #expect("\u{1B}[2Jboom\u{7}".escapingControlCharacters() == "\\u{1B}[2Jboom\\u{7}")
    #expect("one\u{2028}two".escapingControlCharacters() == "one\\u{2028}two")
  }

  @Test func aTableKeepsEveryRowOnOneLine() {
    let table = TextTable(
      columns: [.init("Name"), .init("X")], rows: [["Ann\nMarie", "1"], ["Bo", "2"]])
    #expect(table.render() == ["  Name        X", "  Ann\\nMarie  1", "  Bo          2"])
  }
}
