import LineUI
import TestSupport
import Testing

struct ScriptedKeyboardTests {
  @Test func playsBackRepliesShowingWhatATerminalWouldThenEnds() async {
    let keyboard = ScriptedKeyboard([.line("add"), .interrupted, .line("hunter22")])
    let output = RecordingOutput(isTerminal: true)
    #expect(keyboard.isTerminal)
    #expect(
      await keyboard.readReply(LineRequest(prompt: "players> "), showingPromptOn: output)
        == .line("add"))
    #expect(
      await keyboard.readReply(LineRequest(prompt: "new> "), showingPromptOn: output)
        == .interrupted)
    let secret = LineRequest(prompt: "Password: ", secret: true)
    #expect(await keyboard.readLine(secret, showingPromptOn: output) == "hunter22")
    #expect(
      await keyboard.readReply(LineRequest(prompt: "> "), showingPromptOn: output) == .endOfInput)
    #expect(output.lines == ["players> add", "new> ^C", "Password: ", "> ", ""])
    #expect(keyboard.unread.isEmpty)
  }
}
