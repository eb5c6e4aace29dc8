import TestSupport
import Testing

@testable import LineUI

/// `StandardInput` on a pseudo-terminal: what a person at a real terminal would see.
@Suite(.serialized)
struct StandardInputTests {
  @Test func aPasswordPastedTheMomentThePromptAppearsIsNeverShown() async throws {
    let pty = try PseudoTerminal()
    let output = TerminalOutput(pty) { written in
      if written.contains("Password: ") { pty.type("hunter22\nplayers\n") }
    }
    let input = StandardInput(descriptor: pty.terminal)
    let password = await input.readLine(
      LineRequest(prompt: "Password: ", secret: true), showingPromptOn: output)
    #expect(password == "hunter22")
    #expect(pty.settings?.isCooked == true)
    // What was pasted after the password is kept for the next question, not flushed.
    let next = await input.readLine(LineRequest(prompt: "login> "), showingPromptOn: output)
    #expect(next == "players")
    output.write("END")
    let screen = try #require(await pty.screen(showing: "END"))
    #expect(!screen.contains("hunter22"))
    #expect(screen.contains("login> players"))
  }

  /// Types `keys` once the prompt shows (the terminal is then in the app's mode), as a
  /// person would, and reads the line.
  func readLine(_ input: StandardInput, on pty: PseudoTerminal, typing keys: String) async
    -> String?
  {
    let output = TerminalOutput(pty) { written in
      if written == "> " { pty.type(keys) }  // the prompt, not a redraw
    }
    return await input.readLine(LineRequest(prompt: "> "), showingPromptOn: output)
  }

  @Test func keysAreEditedOnTheTerminalAndEachLineGoesToTheHistory() async throws {
    let pty = try PseudoTerminal()
    let input = StandardInput(descriptor: pty.terminal)
    let first = await readLine(input, on: pty, typing: "set Thomas Bakr\u{1B}[De\r")
    let second = await readLine(input, on: pty, typing: "\u{1B}[A\r")
    #expect(first == "set Thomas Baker")
    #expect(second == "set Thomas Baker")
    #expect(pty.settings?.isCooked == true)
  }

  @Test func wordKeysMoveAndDeleteByWordOnTheTerminal() async throws {
    let pty = try PseudoTerminal()
    let input = StandardInput(descriptor: pty.terminal)
    let line = await readLine(
      input, on: pty, typing: "set Thomas Bakr\u{1B}b\u{1B}[1;5DX\u{1B}fY\u{1B}[1;5C\u{1B}\u{7F}Z\r"
    )
    #expect(line == "set XThomasY Z")
  }

  @Test func controlDDeletesForwardAndOnAnEmptyLineEndsTheInput() async throws {
    let pty = try PseudoTerminal()
    let input = StandardInput(descriptor: pty.terminal)
    #expect(await readLine(input, on: pty, typing: "xquit\u{1}\u{4}\r") == "quit")
    #expect(await readLine(input, on: pty, typing: "\u{4}") == nil)
  }

  @Test func controlCClearsATypedLineAndOnAnEmptyOneIsReportedAsAnInterrupt() async throws {
    let pty = try PseudoTerminal()
    let input = StandardInput(descriptor: pty.terminal)
    let output = TerminalOutput(pty) { written in
      if written == "> " { pty.type("Ben Car\u{3}\u{3}") }
    }
    let reply = await input.readReply(LineRequest(prompt: "> "), showingPromptOn: output)
    #expect(reply == .interrupted)
    #expect(pty.settings?.isCooked == true)
    output.write("END")
    var screen = VirtualTerminal(columns: 80)
    screen.write(try #require(await pty.screen(showing: "END")))
    #expect(screen.lines == ["> Ben Car^C", "> ^C", "END"])
  }

  @Test func anAnnouncementAboveAWrappedLineLeavesNoStaleRows() async throws {
    let pty = try PseudoTerminal(columns: 20)
    let output = TerminalOutput(pty)
    let input = StandardInput(descriptor: pty.terminal)
    let line = Task {
      await input.readLine(LineRequest(prompt: "gather> "), showingPromptOn: output)
    }
    _ = try #require(await pty.screen(showing: "gather> "))
    pty.type("goal a Bartholomew Smith")
    _ = try #require(await pty.screen(showing: "Smith"))
    #expect(input.writeAbove("Time left: 00:05\n", on: output))
    #expect(input.typedSoFar == "goal a Bartholomew Smith")
    pty.type("\r")
    #expect(await line.value == "goal a Bartholomew Smith")
    output.write("END")
    var screen = VirtualTerminal(columns: 20)
    screen.write(try #require(await pty.screen(showing: "END")))
    #expect(
      screen.lines == ["Time left: 00:05", "gather> goal a Barth", "olomew Smith", "END"])
    #expect(!input.writeAbove("Time left: 00:04\n", on: output))
  }
}
