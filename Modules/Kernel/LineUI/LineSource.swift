/// Where input lines come from: the terminal, a pipe, or a test script.
public protocol LineSource: Sendable {
  /// Whether a person is typing at a terminal (prompts are interactive, secrets are hidden).
  var isTerminal: Bool { get }
  /// The next line without its line break, or `nil` at the end of input.
  /// With `secret`, a terminal does not echo what is typed.
  func nextLine(secret: Bool) async -> String?
  /// Shows the request's prompt on `output`, then reads the next line. A terminal sets
  /// its mode first (echo off for a secret), so what is typed or pasted the moment the
  /// prompt appears is never echoed.
  func readLine(_ request: LineRequest, showingPromptOn output: any TextSink) async -> String?
  /// As `readLine`, telling an interrupt (Ctrl-C on an empty line) from the end of input.
  func readReply(_ request: LineRequest, showingPromptOn output: any TextSink) async -> LineReply
  /// What has been typed on the line being read so far, when the source can tell (a
  /// terminal in character mode); an announcement redraws it after the prompt.
  var typedSoFar: String { get }
  /// Writes `text` (whole lines) in place of the prompt and the line being edited, then
  /// draws them again below it, cursor where it was; `false` when no line is being
  /// edited, and the caller writes `text` itself.
  func writeAbove(_ text: String, on output: any TextSink) -> Bool
}

extension LineSource {
  /// Most sources cannot tell: a pipe or a script delivers whole lines.
  public var typedSoFar: String { "" }

  /// Most sources have no mode to set: the prompt is written, then the line read.
  public func readLine(_ request: LineRequest, showingPromptOn output: any TextSink) async
    -> String?
  {
    output.write(request.prompt)
    return await nextLine(secret: request.secret)
  }

  public func writeAbove(_ text: String, on output: any TextSink) -> Bool { false }

  /// Most sources cannot be interrupted: they give lines until the end of input.
  public func readReply(_ request: LineRequest, showingPromptOn output: any TextSink) async
    -> LineReply
  {
    await readLine(request, showingPromptOn: output).map(LineReply.line) ?? .endOfInput
  }
}

/// Where output text goes: the terminal, a pipe, or a test recorder.
public protocol TextSink: Sendable {
  /// Writes `text` as it is (the caller adds line breaks).
  func write(_ text: String)
  /// Whether the text goes to a terminal, which would act on control characters in it.
  var isTerminal: Bool { get }
  /// How many columns wide the terminal is, when it is one (tables are fitted to it).
  var columns: Int? { get }
}

extension TextSink {
  /// Most sinks are files, pipes or test recorders.
  public var isTerminal: Bool { false }
  /// Pipes, files and recorders have no width.
  public var columns: Int? { nil }
}
