import Testing

@testable import LineUI

/// Moving and deleting a word at a time: Alt-b / Alt-f, Ctrl-Left / Ctrl-Right, and
/// Alt-Backspace, which removes what Ctrl-W removes.
struct LineEditorWordTests {
  static let wordLefts = ["\u{1B}b", "\u{1B}[1;5D", "\u{1B}[1;3D", "\u{1B}Od"]
  static let wordRights = ["\u{1B}f", "\u{1B}[1;5C", "\u{1B}[1;3C", "\u{1B}Oc"]
  static let altBackspace = "\u{1B}\u{7F}"

  @Test(arguments: wordLefts)
  func wordLeftGoesToTheStartOfEachWordBeforeTheCursor(key: String) {
    var line = EditorOnScreen()
    line.type("set Thomas  Bakr" + key + "X" + key + key + "Y" + key + key + "Z\r")
    #expect(line.results == ["Zset YThomas  XBakr"])
  }

  @Test(arguments: wordRights)
  func wordRightGoesToTheEndOfEachWordAfterTheCursor(key: String) {
    var line = EditorOnScreen()
    line.type("set Thomas  Bakr" + Keys.homes[0] + key + "1" + key + "2" + key + "3" + key + "4\r")
    #expect(line.results == ["set1 Thomas2  Bakr34"])
  }

  @Test func wordMovesKeepAccentsEmojiAndWideCharactersWhole() {
    var line = EditorOnScreen()
    line.type("goal Zoe\u{301} 👨‍👩‍👧 東京" + "\u{1B}b\u{1B}b" + "<" + "\u{1B}f" + ">\r")
    #expect(line.results == ["goal Zoé <👨‍👩‍👧> 東京"])
    line.type("Zoé 東京\u{1B}b" + Keys.left + Keys.left + "\u{1B}f" + "!\r")
    #expect(line.results.last == "Zoé! 東京")
  }

  @Test func wordMovesAreDrawnWithTheCursorInPlace() {
    var line = EditorOnScreen(prompt: "players> ")
    line.type("add Ann Marie\u{1B}[1;5D\u{1B}[1;5D")
    #expect(line.screen.lines == ["players> add Ann Marie"])
    #expect(line.screen.cursor == (0, 13))
  }

  @Test func altBackspaceRemovesWhatControlWRemoves() {
    for key in ["\u{17}", Self.altBackspace, "\u{1B}\u{8}"] {
      var line = EditorOnScreen()
      line.type("add Ann 東京 Zoe\u{301}  " + key)
      #expect(line.editor.text == "add Ann 東京 ")
      line.type(key + key)
      #expect(line.editor.text == "add ")
      line.type("Ben\u{1B}b" + key + "\r")
      #expect(line.results == ["Ben"])
    }
  }

  @Test func wordMovesAtTheEdgesChangeNothing() {
    var line = EditorOnScreen()
    line.type("\u{1B}b\u{1B}f")
    #expect(line.screen.lines == [">"])
    line.type("go\u{1B}f")
    #expect(line.editor.text == "go")
    line.type("\u{1B}b\u{1B}b" + Self.altBackspace + "x\r")
    #expect(line.results == ["xgo"])
  }
}
