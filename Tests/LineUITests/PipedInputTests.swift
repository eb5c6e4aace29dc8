import TestSupport
import Testing

@testable import LineUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Piped input is cut into lines as `Swift.readLine` cut it, and what has already
/// arrived is answered without waiting.
struct PipedInputTests {
  /// Every reply `buffer` gives for `chunks`, then the end of input.
  func replies(_ chunks: [String]) -> [LineReply] {
    var buffer = LineBuffer()
    var replies: [LineReply] = []
    for chunk in chunks {
      buffer.append(Array(chunk.utf8))
      while let reply = buffer.next() { replies.append(reply) }
    }
    buffer.end()
    while let reply = buffer.next() {
      replies.append(reply)
      if reply == .endOfInput { break }
    }
    return replies
  }

  func send(_ text: String, to descriptor: Int32) {
    let bytes = Array(text.utf8)
    #expect(write(descriptor, bytes, bytes.count) == bytes.count)
  }

  @Test func linesEndAtANewlineWithOrWithoutACarriageReturn() {
    #expect(
      replies(["add Ann\nadd Ben\r\n\nquit\n"])
        == [.line("add Ann"), .line("add Ben"), .line(""), .line("quit"), .endOfInput])
  }

  @Test func aLineSplitAcrossReadsIsOneLine() {
    #expect(
      replies(["add An", "n Lee", "\r", "\nend"])
        == [.line("add Ann Lee"), .line("end"), .endOfInput])
  }

  @Test func anUnfinishedLastLineKeepsWhatWasTyped() {
    #expect(replies(["goal a 3\r"]) == [.line("goal a 3\r"), .endOfInput])
    #expect(replies([]) == [.endOfInput])
  }

  @Test func bytesThatAreNotUTF8BecomeReplacementCharacters() {
    var buffer = LineBuffer()
    buffer.append([0x4A, 0xFF, 0x6F, 0xC3, 0xA9, 0x0A])
    #expect(buffer.next() == .line("J\u{FFFD}o\u{E9}"))
  }

  @Test func aLongPasteIsCutIntoAllItsLines() {
    let lines = (1...5_000).map { "add Player \($0)" }
    let text = lines.joined(separator: "\n") + "\n"
    let chunks = stride(from: 0, to: text.utf8.count, by: 4_096).map { offset in
      String(
        decoding: Array(text.utf8)[offset..<min(offset + 4_096, text.utf8.count)], as: UTF8.self)
    }
    #expect(replies(chunks) == lines.map(LineReply.line) + [.endOfInput])
  }

  @Test func whatHasArrivedIsAnsweredAtOnceAndTheRestIsWaitedFor() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    let lines = PipedLines(descriptor: ends[0])
    #expect(lines.ready() == nil)  // nothing yet: the caller would wait on its queue
    send("size 5\npl", to: ends[1])
    #expect(lines.ready() == .line("size 5"))
    #expect(lines.ready() == nil)  // half a line
    send("ay\n", to: ends[1])
    close(ends[1])
    #expect(lines.waitForLine() == .line("play"))
    #expect(lines.ready() == .endOfInput)
    #expect(lines.waitForLine() == .endOfInput)
  }

  @Test func standardInputOverAPipeGivesItsLinesAfterThePrompt() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer { close(ends[0]) }
    send("login coach\n", to: ends[1])
    close(ends[1])
    let input = StandardInput(descriptor: ends[0])
    let output = RecordingOutput()
    #expect(
      await input.readReply(LineRequest(prompt: "login> "), showingPromptOn: output)
        == .line("login coach"))
    #expect(
      await input.readReply(LineRequest(prompt: "login> "), showingPromptOn: output) == .endOfInput)
    #expect(output.text == "login> login> ")
  }
}
