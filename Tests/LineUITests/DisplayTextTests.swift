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

  @Test func c1ControlsAndBidirectionalOverridesBecomeVisibleEscapes() {
    #expect("a\u{9B}31mb".escapingControlCharacters() == "a\\u{9B}31mb")
    #expect("evil\u{202E}gpj.exe".escapingControlCharacters() == "evil\\u{202E}gpj.exe")
    #expect(
      "x\u{2066}y\u{2069}\u{200F}".escapingControlCharacters() == "x\\u{2066}y\\u{2069}\\u{200F}")
    #expect("\u{7F}".escapingControlCharacters() == "\\u{7F}")
    // Right-to-left letters and emoji joined by U+200D are text, not controls.
    #expect("שלום 👨‍👩‍👧".escapingControlCharacters() == "שלום 👨‍👩‍👧")
  }

  @Test func aTableKeepsEveryRowOnOneLine() {
    let table = TextTable(
      columns: [.init("Name"), .init("X")], rows: [["Ann\nMarie", "1"], ["Bo", "2"]])
    #expect(table.render() == ["  Name        X", "  Ann\\nMarie  1", "  Bo          2"])
  }

  @Test func aListShowsARightToLeftOverrideEscaped() {
    let table = TextTable(columns: [.init("Name")], rows: [["Ann\u{202E}xob"]])
    #expect(table.render() == ["  Name", "  Ann\\u{202E}xob"])
  }
}
