import Dispatch

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input, read on a background queue so the main actor stays free
/// (a running match timer keeps printing while the app waits for a line).
public struct StandardInput: LineSource {
  private let queue = DispatchQueue(label: "footballgather.stdin")
  public let isTerminal: Bool

  public init() {
    isTerminal = isatty(STDIN_FILENO) != 0
  }

  public func nextLine(secret: Bool) async -> String? {
    let hide = secret && isTerminal
    return await withCheckedContinuation { continuation in
      queue.async {
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
