import LineUI
import TestSupport

/// One screen (or a screen with the children it opens itself) run alone over a scripted
/// console, as the app runs it: lines in, transcript out.
///
/// `start` puts the screen on the stack (the way its pattern is shown: `setRoot` for a
/// built screen, a coordinator's first screen, ...); then the stack reads `lines` until
/// `quit` or their end. What the screen asks of its parent is written into the same
/// transcript by a `ParentStandIn` (`parent: open the player list of alice`), so the way
/// out of the screen is part of the behaviour every pattern must share.
@MainActor
struct ScreenSession {
  let console: Console
  let input: ScriptedInput
  let output: RecordingOutput
  let stack: ScreenStack
  let parent: ParentStandIn

  init() {
    let (console, input, output) = Console.scripted()
    self.console = console
    self.input = input
    self.output = output
    stack = ScreenStack(console: console)
    parent = ParentStandIn(console: console)
  }

  /// Runs `lines` on the screen(s) `start` shows; answers the transcript.
  func transcript(of lines: [String]) async -> String {
    input.append(contentsOf: lines)
    await stack.run()
    return output.text
  }
}

extension ScriptedInput {
  func append(contentsOf lines: [String]) {
    for line in lines { append(line) }
  }
}
