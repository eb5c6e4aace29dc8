import COpenSSL
import Foundation

/// TLS over a connected socket: the handshake verifies the server's certificate chain and
/// that the certificate names the host (or its IP address); reads and writes wait in the
/// socket's `poll` whenever OpenSSL asks for the socket to be readable or writable.
final class TLSStream: ByteStream {
  private let session: OpaquePointer
  private let connection: SocketConnection

  /// Shakes hands with the server at `host` on `connection`.
  init(over connection: SocketConnection, host: String, trust: TLSTrust) throws {
    self.connection = connection
    session = try trust.newSession()
    do {  // a throw from here on frees the session in `deinit`
      try Self.expect(host: host, in: session)
      guard SSL_set_fd(session, connection.descriptor) == 1 else {
        throw TransportError.failed("could not start TLS: \(Self.lastErrorText())")
      }
      try perform { SSL_connect(session) }
    }
  }

  deinit { SSL_free(session) }

  /// Sends the name for virtual hosting (SNI) and makes the handshake check that the
  /// certificate is for `host`: a DNS name, or an IP address for a numeric host.
  private static func expect(host: String, in session: OpaquePointer) throws {
    let isAddress = host.contains(":") || host.allSatisfy { $0.isNumber || $0 == "." }
    let checked: Int32
    if isAddress {
      checked = X509_VERIFY_PARAM_set1_ip_asc(SSL_get0_param(session), host)
    } else {
      _ = fg_ssl_set_host_name(session, host)
      checked = SSL_set1_host(session, host)
    }
    guard checked == 1 else {
      throw TransportError.failed("'\(host)' cannot be checked against a certificate")
    }
  }

  /// Runs an OpenSSL call until it succeeds, waiting on the socket when it wants to read
  /// or write; returns its positive result, 0 at the end of the stream.
  @discardableResult
  private func perform(_ call: () -> Int32) throws -> Int32 {
    while true {
      ERR_clear_error()
      let result = call()
      if result > 0 { return result }
      switch SSL_get_error(session, result) {
      case SSL_ERROR_WANT_READ: try connection.wait(for: Int16(POLLIN))
      case SSL_ERROR_WANT_WRITE: try connection.wait(for: Int16(POLLOUT))
      case SSL_ERROR_ZERO_RETURN: return 0
      case SSL_ERROR_SSL:
        let verified = SSL_get_verify_result(session)
        guard verified == X509_V_OK else {
          let reason = String(cString: X509_verify_cert_error_string(verified))
          throw TransportError.failed("the server's certificate was refused: \(reason)")
        }
        throw TransportError.failed("TLS failed: \(Self.lastErrorText())")
      default:
        // SSL_ERROR_SYSCALL with no error queued: the peer closed without saying goodbye.
        throw TransportError.connectionLost
      }
    }
  }

  func write(_ bytes: [UInt8]) throws {
    var sent = 0
    while sent < bytes.count {
      sent += Int(
        try perform {
          bytes[sent...].withUnsafeBytes { SSL_write(session, $0.baseAddress, Int32($0.count)) }
        })
    }
  }

  func read(upTo count: Int) throws -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: count)
    let received = try perform {
      buffer.withUnsafeMutableBytes { SSL_read(session, $0.baseAddress, Int32(count)) }
    }
    return Array(buffer.prefix(Int(received)))
  }

  func shutDown() {
    _ = SSL_shutdown(session)
  }

  /// OpenSSL's last error, in words.
  static func lastErrorText() -> String {
    let code = ERR_get_error()
    guard code != 0 else { return "unknown error" }
    var text = [CChar](repeating: 0, count: 256)
    ERR_error_string_n(code, &text, text.count)
    return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }
}
