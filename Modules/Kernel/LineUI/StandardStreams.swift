import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, read on a background queue so the main actor stays free
/// (a running match timer keeps printing while the app waits for a line).
///
/// On a terminal, an ordinary line is read in character mode through `LineEditor`, so the
/// app knows what has been typed so far and an announcement can redraw it.
public struct StandardInput: LineSource {
  private let queue = DispatchQueue(label: "footballgather.stdin")
  private let typed = TypedLine()
  public let isTerminal: Bool

  public init() {
    isTerminal = isatty(STDIN_FILENO) != 0
  }

  public var typedSoFar: String { typed.text.withLock { $0 } }

  public func nextLine(secret: Bool) async -> String? {
    let hide = secret && isTerminal
    let edit = !secret && isTerminal
    return await withCheckedContinuation { continuation in
      queue.async {
        if edit, let line = readEditedLine() {
          return continuation.resume(returning: line)
        }
        let restore = hide ? Self.disableEcho() : nil
        let line = Swift.readLine(strippingNewline: true)
        if let restore {
          var settings = restore
          tcsetattr(STDIN_FILENO, TCSAFLUSH, &settings)
          Self.writeAll("\n", to: STDOUT_FILENO)
        }
        continuation.resume(returning: line)
      }
    }
  }

  /// Reads one line byte by byte with echo done by `LineEditor`: `.some(nil)` at the end
  /// of input, `nil` when the terminal cannot be put in character mode (the caller then
  /// reads a plain line).
  private func readEditedLine() -> String?? {
    guard let original = Self.enterCharacterMode() else { return nil }
    defer {
      var settings = original
      tcsetattr(STDIN_FILENO, TCSANOW, &settings)
      typed.text.withLock { $0 = "" }
    }
    var editor = LineEditor()
    while true {
      var byte: UInt8 = 0
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0, errno == EINTR { continue }
      guard count == 1 else { return .some(editor.bytes.isEmpty ? nil : editor.text) }
      switch editor.feed(byte) {
      case .echo(let bytes):
        Self.writeAll(String(decoding: bytes, as: UTF8.self), to: STDOUT_FILENO)
      case .finish(let line):
        Self.writeAll("\n", to: STDOUT_FILENO)
        return .some(line)
      case .endOfInput:
        Self.writeAll("\n", to: STDOUT_FILENO)
        return .some(nil)
      case .nothing: break
      }
      typed.text.withLock { $0 = editor.text }
    }
  }

  /// Turns off line buffering, echo and signal keys (Ctrl-C arrives as a byte and ends
  /// the input, so the terminal is always restored); returns the settings to restore.
  private static func enterCharacterMode() -> termios? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var raw = original
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    guard tcsetattr(STDIN_FILENO, TCSANOW, &raw) == 0 else { return nil }
    return original
  }

  /// Turns terminal echo off and returns the settings to restore.
  private static func disableEcho() -> termios? {
    var original = termios()
    guard tcgetattr(STDIN_FILENO, &original) == 0 else { return nil }
    var silent = original
    silent.c_lflag &= ~tcflag_t(ECHO)
    guard tcsetattr(STDIN_FILENO, TCSAFLUSH, &silent) == 0 else { return nil }
    return original
  }

  fileprivate static func writeAll(_ text: String, to descriptor: Int32) {
    var bytes = Array(text.utf8)[...]
    while !bytes.isEmpty {
      let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
      if written <= 0 { return }
      bytes = bytes.dropFirst(written)
    }
  }
}

/// What has been typed on the terminal line being read, shared with announcements.
private final class TypedLine: Sendable {
  let text = Mutex("")
}

/// Standard output or standard error, unbuffered.
public struct StandardOutput: TextSink {
  private let descriptor: Int32

  /// Standard output.
  public static let output = StandardOutput(descriptor: STDOUT_FILENO)
  /// Standard error, for diagnostics.
  public static let error = StandardOutput(descriptor: STDERR_FILENO)

  private init(descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Whether this stream is a terminal (colour and bells only then).
  public var isTerminal: Bool { isatty(descriptor) != 0 }

  public func write(_ text: String) {
    StandardInput.writeAll(text, to: descriptor)
  }
}
