import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One accepted client socket: reads a request, writes a response.
struct Connection {
  let descriptor: Int32

  /// The largest request head or body the stand-in accepts.
  static let maximumSize = 1 << 20

  /// Reads one request; `nil` when the client closed, stalled or sent something unreadable.
  func readRequest() -> StandInRequest? {
    var buffer: [UInt8] = []
    var headEnd: Int?
    while headEnd == nil {
      guard buffer.count < Self.maximumSize, receive(into: &buffer) else { return nil }
      headEnd = RequestHead.end(in: buffer)
    }
    guard let end = headEnd, let head = RequestHead(bytes: buffer[..<(end - 4)]) else {
      return nil
    }
    let length = head.contentLength ?? 0
    guard length >= 0, length <= Self.maximumSize else { return nil }
    if head.expectsContinue, length > buffer.count - end {
      write(Array("HTTP/1.1 100 Continue\r\n\r\n".utf8))
    }
    while buffer.count - end < length {
      guard receive(into: &buffer) else { return nil }
    }
    let body = Data(buffer[end..<(end + length)])
    return StandInRequest(method: head.method, path: head.path, headers: head.headers, body: body)
  }

  /// Sends the response and says the connection closes after it.
  func send(_ response: StandInResponse) {
    var head = "HTTP/1.1 \(response.status) \(Self.reason(for: response.status))\r\n"
    for (name, value) in response.headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    head += "Content-Length: \(response.body.count)\r\nConnection: close\r\n\r\n"
    write(Array(head.utf8) + Array(response.body))
  }

  /// Stops reads and writes from blocking longer than `seconds`.
  func limitBlocking(toSeconds seconds: Int) {
    var limit = timeval(tv_sec: seconds, tv_usec: 0)
    let size = socklen_t(MemoryLayout<timeval>.size)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &limit, size)
    setsockopt(descriptor, SOL_SOCKET, SO_SNDTIMEO, &limit, size)
  }

  private func receive(into buffer: inout [UInt8]) -> Bool {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = recv(descriptor, &chunk, chunk.count, 0)
    guard count > 0 else { return false }
    buffer += chunk[..<count]
    return true
  }

  private func write(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let sent = bytes[offset...].withUnsafeBytes {
        SocketCalls.send(descriptor, $0)
      }
      guard sent > 0 else { return }
      offset += sent
    }
  }

  private static func reason(for status: Int) -> String {
    switch status {
    case 100: "Continue"
    case 200: "OK"
    case 201: "Created"
    case 204: "No Content"
    case 205: "Reset Content"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 404: "Not Found"
    case 500: "Internal Server Error"
    default: "Status \(status)"
    }
  }
}
