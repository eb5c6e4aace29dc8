import LineUI

extension Console {
  /// A console over a script, with its recorder: the usual pair in view and end-to-end tests.
  @MainActor
  public static func scripted(_ lines: [String] = [], isTerminal: Bool = false) -> (
    Console, ScriptedInput, RecordingOutput
  ) {
    let input = ScriptedInput(lines, isTerminal: isTerminal)
    let output = RecordingOutput(isTerminal: isTerminal)
    return (Console(input: input, output: output), input, output)
  }
}
