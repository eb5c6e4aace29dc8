import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, waited for on a background queue so the main actor stays free
/// (a running match timer keeps printing while the app waits for a line).
///
/// On a terminal, every line (a password too) is read in character mode through
/// `LineEditor`; the mode is set before the prompt is written and put back after the
/// line. Piped input is read a chunk at a time (`PipedLines`): a line that has already
/// arrived, and the end of input, are answered without the queue.
public struct StandardInput: LineSource {
  private let queue = DispatchQueue(label: "footballgather.stdin")
  private let session = EditingSession()
  private let piped: PipedLines
  private let descriptor: Int32
  private let environment: [String: String]
  public let isTerminal: Bool

  /// Standard input; `environment`'s `COLUMNS` gives the width when the terminal does not.
  public init(environment: [String: String] = [:]) {
    self.init(descriptor: STDIN_FILENO, environment: environment)
  }

  /// A terminal open on `descriptor` (a pseudo-terminal in tests).
  init(descriptor: Int32, environment: [String: String] = [:]) {
    self.descriptor = descriptor
    self.environment = environment
    isTerminal = isatty(descriptor) != 0
    piped = PipedLines(descriptor: descriptor)
  }

  public var typedSoFar: String { session.state.withLock { $0.editor?.text ?? "" } }

  public func nextLine(secret: Bool) async -> String? {
    await readLine(LineRequest(prompt: "", secret: secret), showingPromptOn: StandardOutput.output)
  }

  /// Reads a line; on a terminal, Ctrl-C on an empty line cancels the question (`nil`).
  public func readLine(_ request: LineRequest, showingPromptOn output: any TextSink) async
    -> String?
  {
    await readReply(request, showingPromptOn: output).line
  }

  public func readReply(_ request: LineRequest, showingPromptOn output: any TextSink) async
    -> LineReply
  {
    // The mode is set, then the prompt written, before anything is read: a line pasted
    // the moment the prompt appears is never echoed by the terminal.
    let settings = isTerminal ? TerminalSettings.current(of: descriptor) : nil
    guard let settings, settings.enterCharacterMode() else {
      output.write(request.prompt)
      if let reply = piped.ready() { return reply }
      return await withCheckedContinuation { continuation in
        queue.async { [piped] in continuation.resume(returning: piped.waitForLine()) }
      }
    }
    startEditing(request, output: output)
    return await withCheckedContinuation { continuation in
      queue.async {
        let line = readEditedLine(output: output)
        settings.restore()
        continuation.resume(returning: line)
      }
    }
  }

  public func writeAbove(_ text: String, on output: any TextSink) -> Bool {
    session.state.withLock { state in
      guard var editor = state.editor else { return false }
      output.write(editor.erase() + text + editor.draw())
      state.editor = editor
      return true
    }
  }

  private func startEditing(_ request: LineRequest, output: any TextSink) {
    session.state.withLock { state in
      state.editor = LineEditor(
        prompt: request.prompt, columns: columns, secret: request.secret,
        history: state.history, completion: request.completion)
      output.write(request.prompt)
    }
  }

  /// Reads one line byte by byte, drawing through `LineEditor`.
  private func readEditedLine(output: any TextSink) -> LineReply {
    defer { session.state.withLock { $0.editor = nil } }
    while true {
      var byte: UInt8 = 0
      let count = read(descriptor, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else {
        let typed = typedSoFar
        output.write("\n")
        return typed.isEmpty ? .endOfInput : .line(typed)
      }
      let width = columns
      let result: LineReply? = session.state.withLock { state in
        guard var editor = state.editor else { return .endOfInput }
        state.editor = nil  // `editor` is then the text's one owner: no copy of it per key
        editor.columns = width
        defer { state.editor = editor }
        switch editor.feed(byte) {
        case .echo(let text):
          output.write(text)
        case .finish(let line, let echo):
          output.write(echo)
          state.history = editor.history
          return .line(line)
        case .endOfInput(let echo):
          output.write(echo)
          return .endOfInput
        case .interrupted(let echo):
          output.write(echo)
          return .interrupted
        case .nothing:
          break
        }
        return nil
      }
      if let result { return result }
    }
  }

  private var columns: Int? { TerminalSettings.columns(of: descriptor, environment: environment) }
}

/// The line being edited and this run's history, shared between the reading queue and
/// announcements written while a line is typed.
private final class EditingSession: Sendable {
  struct State {
    var editor: LineEditor?
    var history = LineHistory()
  }

  let state = Mutex(State())
}
