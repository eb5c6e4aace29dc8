/// The app's own small line discipline for a terminal in character mode: it turns the
/// bytes a person types into a line, says what to echo, and always knows what has been
/// typed so far — so a timer announcement can redraw the prompt *and* the half-typed
/// command instead of wiping it from the screen.
///
/// Return ends the line; Backspace removes the last character (a whole UTF-8 sequence);
/// Ctrl-U clears the line; Ctrl-D on an empty line, or Ctrl-C, ends the input; arrow
/// keys and other escape sequences are ignored, as are other control characters.
struct LineEditor {
  enum Action: Equatable {
    /// Write these bytes to the terminal.
    case echo([UInt8])
    /// The line is complete (without its line break).
    case finish(String)
    case endOfInput
    case nothing
  }

  private enum Escape {
    case none
    /// After ESC.
    case started
    /// After ESC [ or ESC O, until the final byte.
    case sequence
  }

  private(set) var bytes: [UInt8] = []
  private var escape = Escape.none

  /// What has been typed on this line so far.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  mutating func feed(_ byte: UInt8) -> Action {
    switch escape {
    case .started:
      escape = byte == UInt8(ascii: "[") || byte == UInt8(ascii: "O") ? .sequence : .none
      return .nothing
    case .sequence:
      if (0x40...0x7E).contains(byte) { escape = .none }
      return .nothing
    case .none:
      break
    }
    switch byte {
    case 0x0A, 0x0D:
      defer { bytes = [] }
      return .finish(text)
    case 0x7F, 0x08:
      return erase(characters: bytes.isEmpty ? 0 : 1)
    case 0x15:
      return erase(characters: text.count)
    case 0x03:
      return .endOfInput
    case 0x04:
      return bytes.isEmpty ? .endOfInput : .nothing
    case 0x1B:
      escape = .started
      return .nothing
    case ..<0x20:
      return .nothing
    default:
      bytes.append(byte)
      return .echo([byte])
    }
  }

  /// Removes the last `count` characters and says how to rub them out on the screen.
  private mutating func erase(characters count: Int) -> Action {
    guard count > 0 else { return .nothing }
    for _ in 0..<count {
      while let last = bytes.last, last & 0xC0 == 0x80 { bytes.removeLast() }
      if !bytes.isEmpty { bytes.removeLast() }
    }
    return .echo(Array(String(repeating: "\u{8} \u{8}", count: count).utf8))
  }
}
