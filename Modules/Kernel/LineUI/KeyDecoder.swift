/// Turns the bytes a terminal sends into keys: UTF-8 sequences into text, control bytes
/// and escape sequences (arrows, Home, End, Delete, in their `ESC [` and `ESC O` forms;
/// Ctrl- and Alt-arrows `ESC [1;5D` (rxvt: `ESC O d`); Alt-b, Alt-f and Alt-Backspace as `ESC b`, `ESC f`,
/// `ESC DEL`) into editing keys. Unknown sequences and other control characters are ignored.
struct KeyDecoder: Sendable {
  enum Key: Equatable, Sendable {
    case text(String)
    case enter, tab, backspace, deleteForward
    case left, right, home, end, up, down
    /// Alt-b / Ctrl-Left and Alt-f / Ctrl-Right.
    case wordLeft, wordRight
    /// Ctrl-K, Ctrl-U, Ctrl-W (and Alt-Backspace).
    case killToEnd, killToStart, killWordBackward
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfFile
    /// Ctrl-L.
    case clearScreen
    case ignored
  }

  /// The bytes of a UTF-8 sequence read so far.
  private var pendingText: [UInt8] = []
  /// The bytes after ESC of an escape sequence read so far; `nil` outside one.
  private var pendingEscape: [UInt8]?

  /// The key `byte` completes, or `nil` while a sequence is still coming.
  mutating func feed(_ byte: UInt8) -> Key? {
    if var escape = pendingEscape {
      escape.append(byte)
      pendingEscape = escape
      return escapeKey(escape)
    }
    if !pendingText.isEmpty || byte >= 0x80 { return textKey(byte) }
    return controlKey(byte)
  }

  private mutating func controlKey(_ byte: UInt8) -> Key {
    switch byte {
    case 0x0D, 0x0A: .enter
    case 0x09: .tab
    case 0x7F, 0x08: .backspace
    case 0x01: .home
    case 0x05: .end
    case 0x02: .left
    case 0x06: .right
    case 0x10: .up
    case 0x0E: .down
    case 0x0B: .killToEnd
    case 0x15: .killToStart
    case 0x17: .killWordBackward
    case 0x03: .interrupt
    case 0x04: .endOfFile
    case 0x0C: .clearScreen
    case 0x1B:
      startEscape()
    case ..<0x20: .ignored
    default: .text(String(UnicodeScalar(byte)))
    }
  }

  private mutating func startEscape() -> Key {
    pendingEscape = []
    return .ignored
  }

  private mutating func textKey(_ byte: UInt8) -> Key? {
    if pendingText.isEmpty, !(0xC2...0xF4).contains(byte) { return .ignored }
    if !pendingText.isEmpty, byte & 0xC0 != 0x80 {
      pendingText = []
      return feed(byte)
    }
    pendingText.append(byte)
    let lead = pendingText[0]
    let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
    guard pendingText.count == length else { return nil }
    defer { pendingText = [] }
    return .text(String(decoding: pendingText, as: UTF8.self))
  }

  /// Decodes `ESC [ params final`, `ESC O final` and the Alt keys (`ESC b`, `ESC f`,
  /// `ESC DEL`); anything else after ESC is ignored.
  private mutating func escapeKey(_ escape: [UInt8]) -> Key? {
    guard let introducer = escape.first else { return nil }
    guard introducer == UInt8(ascii: "[") || introducer == UInt8(ascii: "O") else {
      pendingEscape = nil
      return introducer == 0x1B ? startEscape() : altKey(introducer)
    }
    guard escape.count > 1, let final = escape.last else { return nil }
    if introducer == UInt8(ascii: "["), (0x20...0x3F).contains(final) {
      return escape.count > 32 ? endEscape(.ignored) : nil
    }
    let parameters = escape.dropFirst().dropLast().split(separator: UInt8(ascii: ";"))
    let parameter = parameters.first ?? []
    // `ESC [1;5D`: the second parameter is the modifier (3 Alt, 5 Ctrl).
    let byWord = parameters.count == 2 && [[0x33], [0x35]].contains(Array(parameters[1]))
    switch final {
    case UInt8(ascii: "A"): return endEscape(.up)
    case UInt8(ascii: "B"): return endEscape(.down)
    case UInt8(ascii: "C"): return endEscape(byWord ? .wordRight : .right)
    case UInt8(ascii: "D"): return endEscape(byWord ? .wordLeft : .left)
    // rxvt's Ctrl-Right and Ctrl-Left.
    case UInt8(ascii: "c") where introducer == UInt8(ascii: "O"): return endEscape(.wordRight)
    case UInt8(ascii: "d") where introducer == UInt8(ascii: "O"): return endEscape(.wordLeft)
    case UInt8(ascii: "H"): return endEscape(.home)
    case UInt8(ascii: "F"): return endEscape(.end)
    case UInt8(ascii: "~"):
      switch String(decoding: parameter, as: UTF8.self) {
      case "1", "7": return endEscape(.home)
      case "4", "8": return endEscape(.end)
      case "3": return endEscape(.deleteForward)
      default: return endEscape(.ignored)
      }
    default: return endEscape(.ignored)
    }
  }

  /// `ESC` and one character: what a terminal sends for Alt and that character.
  private func altKey(_ byte: UInt8) -> Key {
    switch byte {
    case UInt8(ascii: "b"), UInt8(ascii: "B"): .wordLeft
    case UInt8(ascii: "f"), UInt8(ascii: "F"): .wordRight
    case 0x7F, 0x08: .killWordBackward
    default: .ignored
    }
  }

  private mutating func endEscape(_ key: Key) -> Key {
    pendingEscape = nil
    return key
  }
}
