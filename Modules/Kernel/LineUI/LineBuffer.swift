/// Bytes read from input that is no terminal, cut into lines as `Swift.readLine` cuts
/// them: a line ends at "\n" (a "\r" before it goes too), bytes that are not UTF-8 become
/// U+FFFD, and at the end of input an unfinished last line is still a line.
struct LineBuffer {
  private var bytes: [UInt8] = []
  /// Where the next line starts in `bytes`.
  private var start = 0
  /// How far from `start` is known to hold no line break (a long line is searched once).
  private var searched = 0
  /// Whether the input has ended: nothing more will be appended.
  private(set) var hasEnded = false

  /// Adds bytes that were read.
  mutating func append(_ chunk: some Collection<UInt8>) {
    if start > 0, start >= bytes.count / 2 {
      bytes.removeSubrange(0..<start)
      start = 0
    }
    bytes.append(contentsOf: chunk)
  }

  /// Notes that the input ended (a read gave no bytes, or failed).
  mutating func end() {
    hasEnded = true
  }

  /// The next line, or the end of input; `nil` when more bytes must be read first.
  mutating func next() -> LineReply? {
    if let newline = bytes[(start + searched)...].firstIndex(of: UInt8(ascii: "\n")) {
      var end = newline
      if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
      return take(upTo: end, resumingAt: newline + 1)
    }
    searched = bytes.count - start
    guard hasEnded else { return nil }
    return start < bytes.count ? take(upTo: bytes.count, resumingAt: bytes.count) : .endOfInput
  }

  private mutating func take(upTo end: Int, resumingAt next: Int) -> LineReply {
    let line = String(decoding: bytes[start..<end], as: UTF8.self)
    start = next
    searched = 0
    return .line(line)
  }
}
