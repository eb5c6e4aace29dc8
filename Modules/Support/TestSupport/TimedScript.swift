import LineUI
import Synchronization

/// A `LineSource` that plays back lines as if piped in, with steps in between that move
/// a `TestClock` forward and wait for what the app prints in answer (a running timer's
/// announcements), so a whole timed session reads back as one deterministic transcript.
public final class TimedScript: LineSource {
  public enum Step: Sendable {
    /// A line the user types.
    case line(String)
    /// Moves the clock by `duration`, then waits until the output contains `text`.
    case advance(Duration, until: String)
    /// Runs between two lines, once the app has done everything the line before asked
    /// (it is waiting for the next): another client changing a record, or the test reading
    /// what was saved.
    case run(@Sendable () async -> Void)
  }

  private let steps: Mutex<[Step]>
  private let clock: TestClock
  private let output: RecordingOutput
  public let isTerminal = false

  public init(_ steps: [Step], clock: TestClock, output: RecordingOutput) {
    self.steps = Mutex(steps)
    self.clock = clock
    self.output = output
  }

  /// Plain lines, for the parts of a script without time steps.
  public static func lines(_ lines: String...) -> [Step] { lines.map(Step.line) }

  public func nextLine(secret: Bool) async -> String? {
    while let step = steps.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      switch step {
      case .line(let line): return line
      case .advance(let duration, let text):
        clock.advance(by: duration)
        await output.waitUntil(contains: text)
      case .run(let action): await action()
      }
    }
    return nil
  }
}
