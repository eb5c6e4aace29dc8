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
