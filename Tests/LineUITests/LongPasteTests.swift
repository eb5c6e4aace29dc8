import Foundation
import Synchronization
import TestSupport
import Testing

@testable import LineUI

#if canImport(Glibc)
  import Glibc
#endif

/// A long paste at a real (pseudo-)terminal costs its length: the pasted text is written
/// once, with one line break per row it fills, never the whole line again per row (which
/// made a 50,000-character paste quadratic: 21 s of CPU, docs/PERFORMANCE.md).
@Suite(.serialized)
struct LongPasteTests {
  @Test func a50000CharacterPasteIsEchoedOnceWithOneBreakPerRow() async throws {
    let columns = 80
    let pty = try PseudoTerminal(columns: columns)
    let words = ["Ann", "Bob", "Zoë", "Cleo", "Dan"]
    var paste = ""
    while paste.count < 50_000 { paste += words[paste.count % words.count] + " " }
    paste = String(paste.prefix(50_000))
    let keys = paste + "\r"
    let written = Mutex(0)
    Self.drain(pty.person)
    let output = TerminalOutput(pty) { text in
      written.withLock { $0 += text.utf8.count }
      if text == "> " { Self.type(keys, into: pty.person) }  // the prompt, not a redraw
    }
    let input = StandardInput(descriptor: pty.terminal)
    let line = await input.readLine(LineRequest(prompt: "> "), showingPromptOn: output)
    #expect(line == paste)
    // The prompt, each character once, a break per full row and the final line break.
    let rows = ("> " + paste).count / columns
    #expect(written.withLock { $0 } <= 2 + paste.utf8.count + rows + 8)
  }

  /// Types `keys` on a thread of its own: the terminal takes them as the app reads them.
  private static func type(_ keys: String, into person: Int32) {
    let bytes = Array(keys.utf8)
    Thread {
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { write(person, $0.baseAddress, $0.count) }
        guard count > 0 else { return }
        sent += count
      }
    }.start()
  }

  /// Reads (and drops) what the terminal shows, so the app's writes never wait for a
  /// screen; ends when the terminal closes.
  private static func drain(_ person: Int32) {
    Thread {
      var buffer = [UInt8](repeating: 0, count: 65_536)
      while read(person, &buffer, buffer.count) > 0 {}
    }.start()
  }
}
