import Testing

@testable import LineUI

/// A line longer than the terminal is wide: edited and redrawn without stale rows.
struct LineEditorWrapTests {
  let name = "goal a Bartholomew Smith"

  @Test func aLongLineWrapsAndEditingAtItsStartRedrawsBothRows() {
    var line = EditorOnScreen(prompt: "gather> ", columns: 20)
    line.type(name)
    #expect(line.screen.lines == ["gather> goal a Barth", "olomew Smith"])
    line.type(Keys.homes[0] + "x")
    #expect(line.screen.lines == ["gather> xgoal a Bart", "holomew Smith"])
    #expect(line.screen.cursor == (0, 9))
    line.type("\u{B}")
    #expect(line.screen.lines == ["gather> x"])
  }

  @Test func backspaceAcrossTheRowEndAndTypingOnTheLastColumn() {
    var line = EditorOnScreen(prompt: "gather> ", columns: 20)
    line.type("goal a Barth")
    #expect(line.screen.lines == ["gather> goal a Barth"])
    #expect(line.screen.cursor == (1, 0))
    line.type("o" + Keys.backspace + Keys.backspace)
    #expect(line.screen.lines == ["gather> goal a Bart"])
    line.type("h\r")
    #expect(line.results == ["goal a Barth"])
  }

  @Test func anAnnouncementIsWrittenAboveAWrappedLineWithNoStaleRows() {
    var line = EditorOnScreen(prompt: "gather> ", columns: 20)
    line.type(name + Keys.left + Keys.left)
    for announcement in ["Time left: 00:05", "Time left: 00:04"] {
      line.screen.write(line.editor.erase() + announcement + "\n" + line.editor.draw())
    }
    #expect(
      line.screen.lines == [
        "Time left: 00:05", "Time left: 00:04", "gather> goal a Barth", "olomew Smith",
      ])
    #expect(line.screen.cursor == (3, 10))
    line.type("X\r")
    #expect(line.results == ["goal a Bartholomew SmiXth"])
  }
}
