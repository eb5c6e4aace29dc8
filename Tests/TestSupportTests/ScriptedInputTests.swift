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

  @Test func waitingForTextReturnsOnceItIsWritten() async {
    let output = RecordingOutput()
    output.write("Time left: 00:0")
    async let seen: Void = output.waitUntil(contains: "00:04")
    output.write("4\n")
    await seen
    await output.waitUntil(contains: "Time left")
    #expect(output.text == "Time left: 00:04\n")
  }

  @Test func aTimedScriptMovesTheClockBetweenLines() async {
    let clock = TestClock()
    let output = RecordingOutput()
    let script = TimedScript(
      [.line("start"), .advance(.seconds(3), until: "tick"), .line("end")], clock: clock,
      output: output)
    #expect(await script.nextLine(secret: false) == "start")
    output.write("tick\n")
    #expect(await script.nextLine(secret: false) == "end")
    #expect(clock.now.offset == .seconds(3))
    #expect(await script.nextLine(secret: false) == nil)
  }
}
