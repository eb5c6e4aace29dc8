/// Where input lines come from: the terminal, a pipe, or a test script.
public protocol LineSource: Sendable {
  /// Whether a person is typing at a terminal (prompts are interactive, secrets are hidden).
  var isTerminal: Bool { get }
  /// The next line without its line break, or `nil` at the end of input.
  /// With `secret`, a terminal does not echo what is typed.
  func nextLine(secret: Bool) async -> String?
  /// What has been typed on the line being read so far, when the source can tell (a
  /// terminal in character mode); an announcement redraws it after the prompt.
  var typedSoFar: String { get }
}

extension LineSource {
  /// Most sources cannot tell: a pipe or a script delivers whole lines.
  public var typedSoFar: String { "" }
}

/// Where output text goes: the terminal, a pipe, or a test recorder.
public protocol TextSink: Sendable {
  /// Writes `text` as it is (the caller adds line breaks).
  func write(_ text: String)
  /// Whether the text goes to a terminal, which would act on control characters in it.
  var isTerminal: Bool { get }
}

extension TextSink {
  /// Most sinks are files, pipes or test recorders.
  public var isTerminal: Bool { false }
}
