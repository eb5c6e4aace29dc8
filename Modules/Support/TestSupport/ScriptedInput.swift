import LineUI
import Synchronization

/// A `LineSource` that plays back a script of lines, as if they were piped in.
public final class ScriptedInput: LineSource {
  private let remaining: Mutex<[String]>
  public let isTerminal: Bool

  public init(_ lines: [String], isTerminal: Bool = false) {
    remaining = Mutex(lines)
    self.isTerminal = isTerminal
  }

  /// Adds lines to the end of the script.
  public func append(_ lines: String...) {
    remaining.withLock { $0.append(contentsOf: lines) }
  }

  /// Lines not read yet.
  public var unread: [String] { remaining.withLock { $0 } }

  public func nextLine(secret: Bool) async -> String? {
    remaining.withLock { $0.isEmpty ? nil : $0.removeFirst() }
  }
}

/// A `TextSink` that records everything written, for transcript assertions.
///
/// A test can also wait for a piece of text to be written (`waitUntil(contains:)`): the
/// waiter is resumed by the write itself, so nothing polls or sleeps.
public final class RecordingOutput: TextSink {
  private struct Waiter {
    let text: String
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var text = ""
    var waiters: [Waiter] = []
  }

  private let storage = Mutex(State())
  /// Whether this recorder stands for a terminal (documents are then shown escaped).
  public let isTerminal: Bool

  public init(isTerminal: Bool = false) {
    self.isTerminal = isTerminal
  }

  public func write(_ text: String) {
    let ready = storage.withLock { state -> [Waiter] in
      state.text += text
      let ready = state.waiters.filter { state.text.contains($0.text) }
      state.waiters.removeAll { state.text.contains($0.text) }
      return ready
    }
    for waiter in ready { waiter.continuation.resume() }
  }

  /// Everything written so far.
  public var text: String { storage.withLock { $0.text } }

  /// Everything written so far, as lines.
  public var lines: [String] {
    text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  }

  /// Forgets what was written (to assert on the output of one step).
  public func clear() {
    storage.withLock { $0.text = "" }
  }

  /// Returns once everything written so far contains `text` (at once if it already does).
  public func waitUntil(contains text: String) async {
    await withCheckedContinuation { continuation in
      let done = storage.withLock { state -> Bool in
        guard !state.text.contains(text) else { return true }
        state.waiters.append(Waiter(text: text, continuation: continuation))
        return false
      }
      if done { continuation.resume() }
    }
  }
}

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
