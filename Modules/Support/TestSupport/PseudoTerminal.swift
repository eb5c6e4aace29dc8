import Dispatch
import LineUI
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A pseudo-terminal: the app reads and writes its `terminal` side, as it would its
/// standard streams in a real terminal; the test types and reads the screen on the other
/// side. Reads wait for the text they expect as long as it takes (only a hang reaches
/// `HangGuard`'s bound); they never sleep.
public final class PseudoTerminal: Sendable {
  public struct Failure: Error {}

  /// The person's side: what is typed goes in, what the terminal shows comes out.
  public let person: Int32
  /// The app's side.
  public let terminal: Int32
  private let shown = Mutex("")
  /// Holds back a character a read cuts in two until its last byte arrives.
  private let pieces = Mutex(UTF8Pieces())

  public init(columns: Int? = nil) throws {
    #if canImport(Glibc)
      // Linux: the pty multiplexer, unlocked and numbered through its ioctls
      // (TIOCSPTLCK, TIOCGPTN: function-like macros Swift does not import).
      person = open("/dev/ptmx", O_RDWR | O_NOCTTY)
      var unlock: Int32 = 0
      var number: UInt32 = 0
      guard person >= 0, ioctl(person, 0x4004_5431, &unlock) == 0,
        ioctl(person, 0x8004_5430, &number) == 0
      else { throw Failure() }
      let name = "/dev/pts/\(number)"
    #elseif canImport(Darwin)
      person = posix_openpt(O_RDWR | O_NOCTTY)
      guard person >= 0, grantpt(person) == 0, unlockpt(person) == 0, let path = ptsname(person)
      else { throw Failure() }
      let name = String(cString: path)
    #endif
    terminal = open(name, O_RDWR | O_NOCTTY)
    guard terminal >= 0 else { throw Failure() }
    if let columns {
      var size = winsize(ws_row: 24, ws_col: UInt16(columns), ws_xpixel: 0, ws_ypixel: 0)
      _ = ioctl(person, UInt(TIOCSWINSZ), &size)
    }
  }

  deinit {
    close(terminal)
    close(person)
  }

  /// Types `text` (keys, pastes) into the terminal.
  public func type(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(person, $0.baseAddress, $0.count) }
  }

  /// Everything the terminal has shown so far, once it shows `text`; `nil` if it does not
  /// before the terminal falls silent for `HangGuard.silenceSeconds` (a hang).
  public func screen(showing text: String) async -> String? {
    // Waits on its own thread, so a test never holds up the tasks it is waiting for.
    await withCheckedContinuation { continuation in
      DispatchQueue(label: "pseudo-terminal").async {
        continuation.resume(returning: self.waitForScreen(showing: text))
      }
    }
  }

  private func waitForScreen(showing text: String) -> String? {
    while true {
      let current = shown.withLock { $0 }
      if current.contains(text) { return current }
      var ready = pollfd(fd: person, events: Int16(POLLIN), revents: 0)
      guard poll(&ready, 1, HangGuard.silenceMilliseconds) > 0 else { return nil }
      var buffer = [UInt8](repeating: 0, count: 4_096)
      let count = read(person, &buffer, buffer.count)
      guard count > 0 else { return nil }
      let text = pieces.withLock { $0.text(adding: buffer[..<count]) }
      shown.withLock { $0 += text }
    }
  }

  /// The terminal's settings now.
  public var settings: TerminalSettings? { TerminalSettings.current(of: terminal) }
}
