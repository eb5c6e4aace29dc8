import Domain
import Foundation

/// HTTP/1.1 as it travels: the request's bytes, and the response read from a stream until
/// its end (`Content-Length`, chunked, or the connection closing).
enum HTTPWire {
  /// The request line, headers and body. Every request closes its connection afterwards:
  /// one request per connection, as the app makes a few at a time.
  static func requestBytes(for request: HTTPRequest, target: HTTPTarget) throws(TransportError)
    -> [UInt8]
  {
    var head =
      "\(request.method.rawValue) \(target.path) HTTP/1.1\r\nHost: \(target.hostHeader)\r\n"
    for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
      guard Self.isSafe(name), Self.isSafe(value),
        !["host", "content-length", "connection"].contains(name.lowercased())
      else { throw .failed("the request has a header that cannot be sent: '\(name)'") }
      head += "\(name): \(value)\r\n"
    }
    let body = request.body ?? Data()
    if request.body != nil || request.method == .post || request.method == .put {
      head += "Content-Length: \(body.count)\r\n"
    }
    head += "Connection: close\r\n\r\n"
    return Array(head.utf8) + Array(body)
  }

  /// No line breaks may reach the wire inside a header.
  private static func isSafe(_ text: String) -> Bool {
    !text.utf8.contains { $0 == 13 || $0 == 10 }
  }

  /// Reads the status line, the headers and the body. A `HEAD`-like answer (1xx, 204, 304)
  /// has no body.
  static func readResponse(from stream: any ByteStream, to method: HTTPMethod) throws
    -> HTTPResponse
  {
    var reader = ResponseReader(stream: stream)
    var status = 100
    var headers: [String: String] = [:]
    // 1xx answers (100 Continue) come before the real one.
    while (100..<200).contains(status) {
      status = try statusCode(of: try reader.line())
      headers = [:]
      while case let line = try reader.line(), !line.isEmpty {
        guard let colon = line.firstIndex(of: ":") else {
          throw TransportError.failed("the server sent a malformed header line")
        }
        let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
        let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        headers[name] = headers[name].map { $0 + ", " + value } ?? value
      }
    }
    let body: [UInt8]
    if status == 204 || status == 304 {
      body = []
    } else if headers["transfer-encoding"]?.lowercased().contains("chunked") == true {
      body = try reader.chunkedBody()
    } else if let length = headers["content-length"] {
      guard let count = try? WholeNumber.parse(length, in: 0...Int.max) else {
        throw TransportError.failed("the server sent a malformed Content-Length")
      }
      body = try reader.bytes(count)
    } else {
      body = try reader.rest()
    }
    return HTTPResponse(status: status, headers: headers, body: Data(body))
  }

  private static func statusCode(of line: String) throws(TransportError) -> Int {
    let parts = line.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/1."), parts[1].count == 3,
      let status = Int(parts[1])
    else { throw .failed("the answer was not an HTTP response") }
    return status
  }
}
