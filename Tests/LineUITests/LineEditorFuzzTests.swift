import TestSupport
import Testing

@testable import LineUI

/// Seeded random typing into the line editor: 2,000 sequences of keys (letters, accented
/// and wide characters, emoji with modifiers, arrows, Home/End, word moves, Backspace,
/// Delete, Ctrl-K/U/W, history, Tab, stray and cut-off escape sequences) on terminals 1 to
/// 100 columns wide. The editor never crashes, a finished line holds no control
/// character, the editor is empty after it, and a plain line shows on screen as typed.
struct LineEditorFuzzTests {
  static let seed: UInt64 = 20_261_125

  static let keys: [String] =
    [
      "a", "b", "Z", " ", "1", "-", "é", "e\u{301}", "李", "👍🏽", "🇫🇷", "\u{202E}", Keys.left,
      Keys.right,
      Keys.up, Keys.down, Keys.delete, Keys.backspace, "\u{1B}b", "\u{1B}f", "\u{1B}[1;5D",
      "\u{1B}[1;5C", "\u{1}", "\u{5}", "\u{B}", "\u{15}", "\u{17}", "\u{1B}\u{7F}", "\t", "\u{C}",
      "\u{1B}", "\u{1B}[", "\u{1B}[99", "\u{1B}[1;", "\u{9B}", "\u{0}", "\u{4}", "\u{3}", "\u{FF}",
    ] + Keys.homes + Keys.ends

  @Test func randomTypingNeverBreaksTheLine() {
    var random = SeededRandom(seed: Self.seed)
    for index in 0..<2_000 {
      let columns = Int.random(in: 1...100, using: &random)
      var line = EditorOnScreen(
        prompt: "> ", columns: columns, history: ["first", "李 second"],
        completion: LineCompletion(
          commandWords: ["pick", "players", "position"], argumentWords: ["Ann", "Anna"]))
      var typed = ""
      for _ in 0..<Int.random(in: 1...60, using: &random) {
        typed += Self.keys[Int.random(in: 0..<Self.keys.count, using: &random)]
      }
      let plain = String(
        (0..<Int.random(in: 0...30, using: &random)).map { _ in
          Character(Unicode.Scalar(UInt8.random(in: 97...122, using: &random)))
        })
      line.type(typed + "\r" + "\u{15}" + plain + "\r")
      let context =
        "sequence \(index + 1) of seed \(Self.seed), \(columns) columns: \(typed.debugDescription)"
      for case let result? in line.results {
        #expect(
          !result.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }, "\(context)")
      }
      #expect(line.editor.text.isEmpty, "\(context)")
      #expect(
        plain.isEmpty || line.results.last??.contains(plain) == true,
        "\(context): \(line.results.suffix(2))")
    }
  }
}
