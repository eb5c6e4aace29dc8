import COpenSSL
import Synchronization

/// Whom https servers must prove they are: the system's certificate authorities (or a
/// given PEM file), with the peer's chain always verified. Its OpenSSL context is made at
/// the first https request, so plain http and local sessions never pay for it.
final class TLSTrust: Sendable {
  private let certificateFile: String?
  /// The `SSL_CTX`, once made (its address, so the lock holds a plain value).
  private let context = Mutex<Int?>(nil)

  init(certificateFile: String?) {
    self.certificateFile = certificateFile
  }

  deinit {
    context.withLock { address in
      if let address { SSL_CTX_free(OpaquePointer(bitPattern: address)) }
    }
  }

  /// A new TLS session (`SSL`) that refuses a peer whose certificate does not chain to a
  /// trusted authority.
  func newSession() throws(TransportError) -> OpaquePointer {
    let made: OpaquePointer? = try context.withLock { address throws(TransportError) in
      if address == nil { address = Int(bitPattern: try makeContext()) }
      return SSL_new(OpaquePointer(bitPattern: address ?? 0))
    }
    guard let made else { throw .failed("could not start TLS: \(TLSStream.lastErrorText())") }
    return made
  }

  private func makeContext() throws(TransportError) -> OpaquePointer {
    guard let made = SSL_CTX_new(TLS_client_method()) else {
      throw .failed("could not start TLS: \(TLSStream.lastErrorText())")
    }
    SSL_CTX_set_verify(made, SSL_VERIFY_PEER, nil)
    _ = fg_ssl_ctx_require_tls12(made)
    // A server that closes without TLS's goodbye ends the stream like a plain socket.
    fg_ssl_ctx_allow_unexpected_eof(made)
    let loaded =
      if let certificateFile {
        SSL_CTX_load_verify_locations(made, certificateFile, nil)
      } else {
        SSL_CTX_set_default_verify_paths(made)
      }
    guard loaded == 1 else {
      SSL_CTX_free(made)
      throw .failed("could not load the trusted certificates: \(TLSStream.lastErrorText())")
    }
    return made
  }
}
