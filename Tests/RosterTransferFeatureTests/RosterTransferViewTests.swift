import Domain
import LineUI
import RosterFiles
import TestSupport
import Testing

@testable import RosterTransferFeature

/// What the transfer writes on the list's console: a file's problems indented, an export
/// shown as it is (escaped on a terminal).
@MainActor
struct RosterTransferViewTests {
  @Test func theDetailsOfAnErrorAreIndentedAndADocumentIsShownAsItIs() {
    let (console, _, output) = Console.scripted()
    let view = RosterTransferView(console: console)
    view.displayDetails(["line 2: bad", "line 3: \u{1B}[2J"])
    view.displayDocument("name\n\"Ann\nMarie\"\n")
    #expect(
      output.lines == ["  line 2: bad", "  line 3: \\u{1B}[2J", "name", "\"Ann", "Marie\"", ""])
  }

  @Test(arguments: RosterFormat.allCases)
  func anExportShownOnATerminalCannotCommandIt(format: RosterFormat) throws {
    let (console, _, output) = Console.scripted(isTerminal: true)
    let hostile = [
      Player(id: 1, name: "E\u{1B}]0;PWNED\u{7}x"), Player(id: 2, name: "a\u{9B}2Jb"),
      Player(id: 3, name: "Ann\u{202E}xob", favouriteTeam: "\u{1B}]52;c;aGk=\u{7}"),
    ]
    RosterTransferView(console: console).displayDocument(
      try RosterFileCodec().encode(hostile, as: format))
    let controls = output.text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value) || $0 == "\u{202E}"
    }
    #expect(controls.isEmpty, "raw controls reached the terminal: \(controls.map(\.value))")
    #expect(output.text.contains("\\u{202E}"))
  }

  @Test func anExportRedirectedToAFileKeepsTheExactBytes() throws {
    let (console, _, output) = Console.scripted(isTerminal: false)
    let document = try RosterFileCodec().encode(
      [Player(id: 1, name: "E\u{1B}]0;T\u{7}x")], as: .csv)
    RosterTransferView(console: console).displayDocument(document)
    #expect(output.text == document)
  }
}
