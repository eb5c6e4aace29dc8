import LineUI
import Synchronization

/// A `LineSource` that stands for a person at a terminal: it plays back lines, Ctrl-C on an
/// empty line (`.interrupted`) and Ctrl-D (`.endOfInput`), and writes what the terminal
/// would show (the line typed, or `^C`), so a transcript reads like the session.
public final class ScriptedKeyboard: LineSource {
  private let remaining: Mutex<[LineReply]>

  public init(_ replies: [LineReply]) {
    remaining = Mutex(replies)
  }

  public var isTerminal: Bool { true }

  /// What is still to be typed.
  public var unread: [LineReply] { remaining.withLock { $0 } }

  public func nextLine(secret: Bool) async -> String? {
    next().line
  }

  public func readReply(_ request: LineRequest, showingPromptOn output: any TextSink) async
    -> LineReply
  {
    let reply = next()
    switch reply {
    case .line(let line): output.write(request.prompt + (request.secret ? "" : line) + "\n")
    case .interrupted: output.write(request.prompt + "^C\n")
    case .endOfInput: output.write(request.prompt + "\n")
    }
    return reply
  }

  public func readLine(_ request: LineRequest, showingPromptOn output: any TextSink) async
    -> String?
  {
    await readReply(request, showingPromptOn: output).line
  }

  /// The next reply; the end of input once the script runs out.
  private func next() -> LineReply {
    remaining.withLock { $0.isEmpty ? .endOfInput : $0.removeFirst() }
  }
}

extension Console {
  /// A console reading from a scripted person at a terminal, writing to a recorder.
  public static func keyboard(_ replies: [LineReply]) -> (
    Console, ScriptedKeyboard, RecordingOutput
  ) {
    let input = ScriptedKeyboard(replies)
    let output = RecordingOutput(isTerminal: true)
    return (Console(input: input, output: output), input, output)
  }
}
