import Foundation
import LineUI
import Synchronization

/// The lines of a scripted session, handed to the app one at a time; the moment each line
/// is asked for is kept, so the time between two reads is what the app spent on the lines
/// in between (parsing, queries, formatting, writing to the sink).
final class TimedInput: LineSource {
  /// What had been printed when a line was asked for.
  struct Mark {
    var at: ContinuousClock.Instant
    var lines: Int
    var errors: Int
    /// The process's peak memory so far, in MiB.
    var peak: Double
  }

  private let state: Mutex<(lines: [String], next: Int, marks: [Mark])>
  private let clock = ContinuousClock()
  private let sink: CountingSink

  init(_ lines: [String], sink: CountingSink) {
    state = Mutex((lines, 0, []))
    self.sink = sink
  }

  var isTerminal: Bool { false }

  func nextLine(secret: Bool) async -> String? {
    let mark = Mark(
      at: clock.now, lines: sink.lines, errors: sink.errors, peak: PeakMemory.mebibytes())
    return state.withLock { state in
      state.marks.append(mark)
      guard state.next < state.lines.count else { return nil }
      defer { state.next += 1 }
      return state.lines[state.next]
    }
  }

  /// When line `index` (0-based) was asked for; the read after the last line is the end.
  func mark(at index: Int) -> Mark? {
    state.withLock { $0.marks.indices.contains(index) ? $0.marks[index] : nil }
  }
}

/// Output that is counted and dropped, so the benchmark times the app, not a terminal.
final class CountingSink: TextSink {
  private let written = Mutex((bytes: 0, lines: 0, errors: 0, last: ""))

  func write(_ text: String) {
    written.withLock {
      $0.bytes += text.utf8.count
      $0.lines += text.utf8.reduce(0) { $1 == 10 ? $0 + 1 : $0 }
      if text.contains("error: ") { $0.errors += 1 }
      $0.last = String(($0.last + text).suffix(600))
    }
  }

  var bytes: Int { written.withLock { $0.bytes } }
  var lines: Int { written.withLock { $0.lines } }
  var errors: Int { written.withLock { $0.errors } }
  var tail: String { written.withLock { $0.last } }
}
