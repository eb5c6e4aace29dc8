import LineUI
import Synchronization

/// The input and output of one fuzz run: it plays the generated lines and cuts the
/// output into what each line produced, noting the database before each line is read.
final class FuzzConsole: LineSource, TextSink {
  /// What one line did: the line, the output it produced, the database before and after.
  struct Step: Sendable {
    var line: String
    var output: String
    var before: String
    var after: String
  }

  private struct State {
    var lines: [String]
    var next = 0
    /// Output since the last read: what the line before produced.
    var chunks: [String] = [""]
    var dumps: [String] = []
  }

  private let state: Mutex<State>
  private let dump: DatabaseDump
  let isTerminal = false

  init(lines: [String], dump: DatabaseDump) {
    state = Mutex(State(lines: lines))
    self.dump = dump
  }

  func nextLine(secret: Bool) async -> String? {
    let now = dump.text()
    return state.withLock { state in
      state.dumps.append(now)
      state.chunks.append("")
      guard state.next < state.lines.count else { return nil }
      defer { state.next += 1 }
      return state.lines[state.next]
    }
  }

  func write(_ text: String) {
    state.withLock { state in state.chunks[state.chunks.count - 1] += text }
  }

  /// Lines read so far, each with what it did.
  var steps: [Step] {
    state.withLock { state in
      (0..<state.next).compactMap { index in
        guard index + 1 < state.dumps.count else { return nil }
        return Step(
          line: state.lines[index], output: state.chunks[index + 1], before: state.dumps[index],
          after: state.dumps[index + 1])
      }
    }
  }

  /// Whether every line was read (the run did not stop early).
  var readAll: Bool { state.withLock { $0.next == $0.lines.count } }
}
