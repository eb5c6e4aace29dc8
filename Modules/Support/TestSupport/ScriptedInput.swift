import LineUI
import Synchronization

/// A `LineSource` that plays back a script of lines, as if they were piped in, with
/// actions in between where a test needs them (another client changing a record).
public final class ScriptedInput: LineSource {
  private enum Entry {
    case line(String)
    case action(@Sendable () async -> Void)
  }

  private let remaining: Mutex<[Entry]>
  public let isTerminal: Bool

  public init(_ lines: [String], isTerminal: Bool = false) {
    remaining = Mutex(lines.map(Entry.line))
    self.isTerminal = isTerminal
  }

  /// Adds lines to the end of the script.
  public func append(_ lines: String...) {
    remaining.withLock { $0.append(contentsOf: lines.map(Entry.line)) }
  }

  /// Adds an action to the end of the script: it runs when the app asks for the line after
  /// it, so everything the lines before it asked for is done.
  public func append(action: @escaping @Sendable () async -> Void) {
    remaining.withLock { $0.append(.action(action)) }
  }

  /// Lines not read yet.
  public var unread: [String] {
    remaining.withLock { entries in
      entries.compactMap { if case .line(let line) = $0 { line } else { nil } }
    }
  }

  public func nextLine(secret: Bool) async -> String? {
    while let entry = remaining.withLock({ $0.isEmpty ? nil : $0.removeFirst() }) {
      switch entry {
      case .line(let line): return line
      case .action(let action): await action()
      }
    }
    return nil
  }
}
