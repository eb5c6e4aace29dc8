import TestSupport
import Testing

struct UTF8PiecesTests {
  /// Every place a read can cut "aé€😀" (1, 2, 3 and 4 bytes) gives back whole characters.
  @Test func aCharacterCutBetweenTwoPiecesIsDecodedWhole() {
    let bytes = Array("aé€😀".utf8)
    let whole = [1, 3, 6, 10]
    for end in 0...bytes.count {
      #expect(
        UTF8Pieces.completeLength(of: Array(bytes[..<end])) == (whole.last { $0 <= end } ?? 0),
        "\(end) bytes")
      var pieces = UTF8Pieces()
      let text = pieces.text(adding: bytes[..<end]) + pieces.text(adding: bytes[end...])
      #expect(text == "aé€😀", "cut after \(end) bytes")
    }
  }

  /// Bytes that never finish a character are given back at the end, not lost.
  @Test func anUnfinishedCharacterAtTheEndIsNotLost() {
    var pieces = UTF8Pieces()
    #expect(pieces.text(adding: [0x61, 0xC3]) == "a")
    #expect(pieces.rest() == "\u{FFFD}")
    #expect(pieces.rest() == "")
  }
}
