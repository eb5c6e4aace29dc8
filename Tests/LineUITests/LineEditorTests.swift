import Testing

@testable import LineUI

struct LineEditorTests {
  /// Feeds `typed` and returns every action, in order.
  func feed(_ typed: String, into editor: inout LineEditor) -> [LineEditor.Action] {
    typed.utf8.map { editor.feed($0) }
  }

  @Test func typedCharactersAreEchoedAndReturnEndsTheLine() {
    var editor = LineEditor()
    let actions = feed("go\r", into: &editor)
    #expect(actions == [.echo([0x67]), .echo([0x6F]), .finish("go")])
    #expect(editor.text.isEmpty)
  }

  @Test func theTextSoFarIsAlwaysKnown() {
    var editor = LineEditor()
    _ = feed("goal a", into: &editor)
    #expect(editor.text == "goal a")
  }

  @Test func backspaceRemovesAWholeCharacterAndRubsItOut() {
    var editor = LineEditor()
    _ = feed("Zoë", into: &editor)
    #expect(editor.feed(0x7F) == .echo(Array("\u{8} \u{8}".utf8)))
    #expect(editor.text == "Zo")
    #expect(feed("\u{8}\u{8}", into: &editor).count == 2)
    #expect(editor.feed(0x7F) == .nothing)
  }

  @Test func controlUClearsTheLine() {
    var editor = LineEditor()
    _ = feed("pause", into: &editor)
    #expect(editor.feed(0x15) == .echo(Array(String(repeating: "\u{8} \u{8}", count: 5).utf8)))
    #expect(editor.text.isEmpty)
  }

  @Test func controlDOnAnEmptyLineAndControlCEndTheInput() {
    var editor = LineEditor()
    #expect(editor.feed(0x04) == .endOfInput)
    _ = feed("x", into: &editor)
    #expect(editor.feed(0x04) == .nothing)
    #expect(editor.feed(0x03) == .endOfInput)
  }

  @Test func arrowKeysAndOtherControlsAreIgnored() {
    var editor = LineEditor()
    let actions = feed("a\u{1B}[A\u{1B}[1;5C\u{1B}OH\u{7}b\n", into: &editor)
    #expect(actions.filter { $0 != .nothing } == [.echo([0x61]), .echo([0x62]), .finish("ab")])
  }
}
