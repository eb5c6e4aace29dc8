/// Where input lines come from: the terminal, a pipe, or a test script.
public protocol LineSource: Sendable {
  /// Whether a person is typing at a terminal (prompts are interactive, secrets are hidden).
  var isTerminal: Bool { get }
  /// The next line without its line break, or `nil` at the end of input.
  /// With `secret`, a terminal does not echo what is typed.
  func nextLine(secret: Bool) async -> String?
}

/// Where output text goes: the terminal, a pipe, or a test recorder.
public protocol TextSink: Sendable {
  /// Writes `text` as it is (the caller adds line breaks).
  func write(_ text: String)
}
