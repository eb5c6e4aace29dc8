import LineUI
import Synchronization

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
