import LineUI
import Synchronization
import TestSupport
import Testing

/// A line source that lets something be announced while the console waits for a line.
final class AnnouncingInput: LineSource, Sendable {
  private struct State {
    var whileWaiting: (@MainActor () -> Void)?
    var typedSoFar = ""
  }

  let isTerminal: Bool
  private let state = Mutex(State())

  var whileWaiting: (@MainActor () -> Void)? {
    get { state.withLock { $0.whileWaiting } }
    set { state.withLock { $0.whileWaiting = newValue } }
  }
  var typedSoFar: String {
    get { state.withLock { $0.typedSoFar } }
    set { state.withLock { $0.typedSoFar = newValue } }
  }

  init(isTerminal: Bool) { self.isTerminal = isTerminal }

  func nextLine(secret: Bool) async -> String? {
    await whileWaiting?()
    return "pause"
  }
}

@MainActor
struct ConsoleAnnounceTests {
  func console(terminal: Bool, bell: Bool) -> (Console, AnnouncingInput, RecordingOutput) {
    let input = AnnouncingInput(isTerminal: terminal)
    let output = RecordingOutput()
    let style = TextStyle(usesColor: false, allowsBell: bell)
    return (Console(input: input, output: output, style: style), input, output)
  }

  @Test func withNobodyTypingAnAnnouncementIsALine() {
    let (console, _, output) = console(terminal: false, bell: false)
    console.announce("Time left: 09:00", bell: true)
    #expect(output.text == "Time left: 09:00\n")
  }

  @Test func whilePipedInputIsAwaitedTheAnnouncementGoesOnItsOwnLineAndThePromptAgain() async {
    let (console, input, output) = console(terminal: false, bell: false)
    input.whileWaiting = { console.announce("Time left: 00:09") }
    _ = await console.ask("gather> ")
    #expect(output.text == "gather> \nTime left: 00:09\ngather> pause\n")
  }

  @Test func onATerminalTheLineIsClearedTheBellRingsAndThePromptComesBack() async {
    let (console, input, output) = console(terminal: true, bell: true)
    input.whileWaiting = { console.announce("Time's up!", bell: true) }
    _ = await console.ask("gather> ")
    #expect(output.text == "gather> \r\u{1B}[2KTime's up!\u{7}\ngather> ")
  }

  @Test func whatTheUserHadTypedIsRedrawnAfterThePrompt() async {
    let (console, input, output) = console(terminal: true, bell: false)
    input.typedSoFar = "goal a"
    input.whileWaiting = { console.announce("Time left: 00:05") }
    _ = await console.ask("gather> ")
    #expect(output.text == "gather> \r\u{1B}[2KTime left: 00:05\ngather> goal a")
  }
}
