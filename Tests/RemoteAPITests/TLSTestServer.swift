import COpenSSL
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A one-connection-at-a-time https server on 127.0.0.1 presenting a certificate from
/// `Fixtures`: answers every request with 200 and the request's first line as the body.
final class TLSTestServer: Sendable {
  let port: UInt16
  private let listener: Int32
  private let context: Mutex<Int>

  /// `certificate`: `localhost` or `elsewhere` (files in `Fixtures`).
  init(certificate: String) throws {
    guard let made = SSL_CTX_new(TLS_server_method()),
      SSL_CTX_use_certificate_file(made, Self.fixture("\(certificate).pem"), SSL_FILETYPE_PEM)
        == 1,
      SSL_CTX_use_PrivateKey_file(made, Self.fixture("\(certificate).key"), SSL_FILETYPE_PEM)
        == 1
    else { throw TLSTestServerError.setUp("certificate") }
    context = Mutex(Int(bitPattern: made))
    let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    self.listener = listener
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { pointer in
        bind(listener, pointer, length) == 0 && listen(listener, 8) == 0
          && getsockname(listener, pointer, &length) == 0
      }
    }
    guard bound else { throw TLSTestServerError.setUp("socket") }
    port = UInt16(bigEndian: address.sin_port)
    let thread = Thread { [self] in serve() }
    thread.start()
  }

  static func fixture(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("Fixtures/\(name)").path
  }

  /// Accepts until `stop` closes the listening socket.
  private func serve() {
    while true {
      let client = accept(listener, nil, nil)
      guard client >= 0 else { return }
      let session = context.withLock { SSL_new(OpaquePointer(bitPattern: $0)) }
      SSL_set_fd(session, client)
      if SSL_accept(session) == 1 {
        var request = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4_096)
        while !String(decoding: request, as: UTF8.self).contains("\r\n\r\n") {
          let count = SSL_read(session, &buffer, Int32(buffer.count))
          guard count > 0 else { break }
          request += buffer[..<Int(count)]
        }
        let firstLine =
          String(decoding: request, as: UTF8.self).components(separatedBy: "\r\n").first ?? ""
        let answer =
          "HTTP/1.1 200 OK\r\nContent-Length: \(firstLine.utf8.count)\r\n\r\n\(firstLine)"
        _ = SSL_write(session, answer, Int32(answer.utf8.count))
        SSL_shutdown(session)
      }
      SSL_free(session)
      close(client)
    }
  }

  func stop() {
    shutdown(listener, Int32(SHUT_RDWR))
    close(listener)
  }
}

enum TLSTestServerError: Error {
  case setUp(String)
}
