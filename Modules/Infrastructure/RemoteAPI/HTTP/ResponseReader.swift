import Foundation

/// Reads an HTTP response from a stream: lines, counted bytes, chunks and the rest, with
/// what arrived beyond the part asked for kept for the next part.
struct ResponseReader {
  private let stream: any ByteStream
  private var buffer: [UInt8] = []
  private var start = 0
  /// No header line, chunk line or body may be larger (a server gone wrong).
  private static let limit = 64 << 20

  init(stream: any ByteStream) {
    self.stream = stream
  }

  /// Reads more from the stream; `false` at its end.
  private mutating func fill() throws -> Bool {
    let more = try stream.read(upTo: 16_384)
    guard !more.isEmpty else { return false }
    if start > 0 {
      buffer.removeFirst(start)
      start = 0
    }
    buffer += more
    guard buffer.count <= Self.limit else {
      throw TransportError.failed("the server's answer is too large")
    }
    return true
  }

  /// One line without its CRLF (or LF).
  mutating func line() throws -> String {
    var searched = start
    while true {
      if let end = buffer[searched...].firstIndex(of: 10) {
        var line = buffer[start..<end]
        if line.last == 13 { line = line.dropLast() }
        start = end + 1
        return String(decoding: line, as: UTF8.self)
      }
      searched = buffer.count
      let before = start
      guard try fill() else { throw TransportError.connectionLost }
      searched -= before - start
    }
  }

  /// Exactly `count` bytes.
  mutating func bytes(_ count: Int) throws -> [UInt8] {
    while buffer.count - start < count {
      guard try fill() else { throw TransportError.connectionLost }
    }
    defer { start += count }
    return Array(buffer[start..<(start + count)])
  }

  /// Everything until the stream ends.
  mutating func rest() throws -> [UInt8] {
    while try fill() {}
    defer { start = buffer.count }
    return Array(buffer[start...])
  }

  /// A chunk's size, written in hexadecimal; no larger than the answer may be.
  private static func chunkSize(_ text: String) throws -> Int {
    var size = 0
    for byte in text.utf8 {
      let digit: Int
      switch byte {
      case 0x30...0x39: digit = Int(byte - 0x30)
      case 0x41...0x46: digit = Int(byte - 0x41 + 10)
      case 0x61...0x66: digit = Int(byte - 0x61 + 10)
      default: throw TransportError.failed("the server sent a malformed chunk")
      }
      size = size * 16 + digit
      guard size <= limit else { throw TransportError.failed("the server's answer is too large") }
    }
    guard !text.isEmpty else { throw TransportError.failed("the server sent a malformed chunk") }
    return size
  }

  /// A chunked body, its chunks joined (trailers read and dropped).
  mutating func chunkedBody() throws -> [UInt8] {
    var body: [UInt8] = []
    while true {
      let sizeText = try line().split(separator: ";").first ?? ""
      let size = try Self.chunkSize(sizeText.trimmingCharacters(in: .whitespaces))
      if size == 0 { break }
      body += try bytes(size)
      _ = try line()
      guard body.count <= Self.limit else {
        throw TransportError.failed("the server's answer is too large")
      }
    }
    while try !line().isEmpty {}
    return body
  }
}
