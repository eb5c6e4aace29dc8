#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A terminal's settings read at one moment, so they can be put back: after each line
/// read in character mode, and on every way out of the app, signals included.
public struct TerminalSettings: Sendable {
  private let descriptor: Int32
  private let saved: termios

  private init(descriptor: Int32, saved: termios) {
    self.descriptor = descriptor
    self.saved = saved
  }

  /// The settings of the terminal open on `descriptor`; `nil` when it is not a terminal.
  public static func current(of descriptor: Int32) -> TerminalSettings? {
    var settings = termios()
    guard isatty(descriptor) != 0, tcgetattr(descriptor, &settings) == 0 else { return nil }
    return TerminalSettings(descriptor: descriptor, saved: settings)
  }

  /// The settings of the terminal standard input is open on, if it is one.
  public static func ofStandardInput() -> TerminalSettings? { current(of: STDIN_FILENO) }

  /// Puts the settings back at once, keeping any input typed ahead.
  @discardableResult
  public func restore() -> Bool {
    var settings = saved
    return set(&settings)
  }

  /// Applies `settings` at once, again if a signal interrupted the call.
  private func set(_ settings: inout termios) -> Bool {
    while tcsetattr(descriptor, TCSANOW, &settings) != 0 {
      guard errno == EINTR else { return false }
    }
    return true
  }

  /// Character mode for `LineEditor`: no line buffering, no echo (the editor draws the
  /// line, and a password is never shown), no signal keys (Ctrl-C arrives as a byte).
  /// Set before the prompt is written; input already typed is kept.
  func enterCharacterMode() -> Bool {
    var raw = saved
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { characters in
      characters[Int(VMIN)] = 1
      characters[Int(VTIME)] = 0
    }
    return set(&raw)
  }

  /// Whether these settings have the terminal's echo, line editing and signal keys on.
  public var isCooked: Bool {
    saved.c_lflag & tcflag_t(ECHO) != 0 && saved.c_lflag & tcflag_t(ICANON) != 0
      && saved.c_lflag & tcflag_t(ISIG) != 0
  }

  /// The terminal's width in columns (`TIOCGWINSZ`), then `COLUMNS` (1 to 9999; LineUI
  /// cannot use Domain's `WholeNumber`, so this is the one number read here, bounded
  /// before any arithmetic); `nil` when neither says.
  public static func columns(of descriptor: Int32, environment: [String: String]) -> Int? {
    var size = winsize()
    if ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 {
      return Int(size.ws_col)
    }
    guard let text = environment["COLUMNS"], text.count <= 4, let columns = Int(text),
      (1...9_999).contains(columns)
    else {
      return nil
    }
    return columns
  }
}
