import Foundation

/// The request line and header fields of an HTTP/1.1 request.
struct RequestHead: Equatable {
  var method: String
  var target: String
  var headers: [String: String]

  /// Bytes that end the head of a request.
  static let terminator: [UInt8] = Array("\r\n\r\n".utf8)

  /// Parses the bytes before the blank line; `nil` when they are not a request head.
  init?(bytes: ArraySlice<UInt8>) {
    guard let text = String(bytes: bytes, encoding: .utf8) else { return nil }
    var lines = text.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ")
    guard requestLine.count == 3, requestLine[2].hasPrefix("HTTP/1.") else { return nil }
    method = String(requestLine[0])
    target = String(requestLine[1])
    headers = [:]
    for line in lines where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { return nil }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
    }
  }

  /// The path part of the target, without a query string.
  var path: String { String(target.prefix { $0 != "?" }) }

  /// The declared body length; `nil` when the header is missing or not a number.
  var contentLength: Int? { headers["content-length"].flatMap { Int($0) } }

  /// Whether the client waits for `100 Continue` before sending its body.
  var expectsContinue: Bool { headers["expect"]?.lowercased() == "100-continue" }

  /// The index just past the blank line that ends the head, if `buffer` holds one.
  static func end(in buffer: [UInt8]) -> Int? {
    guard buffer.count >= terminator.count else { return nil }
    for start in 0...(buffer.count - terminator.count)
    where buffer[start..<start + terminator.count].elementsEqual(terminator) {
      return start + terminator.count
    }
    return nil
  }
}
