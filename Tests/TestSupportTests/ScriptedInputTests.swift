import TestSupport
import Testing

struct ScriptedInputTests {
  @Test func playsBackLinesInOrderThenEnds() async {
    let input = ScriptedInput(["a", "b"])
    input.append("c")
    #expect(await input.nextLine(secret: false) == "a")
    #expect(await input.nextLine(secret: true) == "b")
    #expect(input.unread == ["c"])
    #expect(await input.nextLine(secret: false) == "c")
    #expect(await input.nextLine(secret: false) == nil)
  }

  @Test func recordingOutputKeepsEverythingUntilCleared() {
    let output = RecordingOutput()
    output.write("one\ntw")
    output.write("o\n")
    #expect(output.lines == ["one", "two", ""])
    output.clear()
    #expect(output.text.isEmpty)
  }
}
