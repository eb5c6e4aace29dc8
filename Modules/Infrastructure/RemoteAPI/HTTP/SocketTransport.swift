import Foundation

/// The real `HTTPTransport`: HTTP/1.1 over a POSIX socket of its own, with OpenSSL for
/// `https` (the certificate chain checked against the system's trusted authorities, and
/// the certificate's names against the host).
///
/// Each request runs on a thread of its own that sleeps in `poll(2)` on its socket and on a
/// wake-up pipe, so a silent server costs no CPU while it is waited for. Each call ends
/// within `timeout` seconds, by a deadline of its own raced against the request
/// (`SocketExchange`): whichever comes first answers the caller, and the loser is only told
/// to stop. No cookies, no caches, no FoundationNetworking (libcurl): a local session never
/// loads any networking library but the C library's (docs/PERFORMANCE.md).
public final class SocketTransport: HTTPTransport {
  /// The seconds a request may take when `FOOTBALLGATHER_TIMEOUT` does not say otherwise.
  public static let defaultTimeout: TimeInterval = 10

  /// The most seconds one request may take, from connecting to the last byte of the answer.
  public let timeout: TimeInterval
  /// Waits out the deadline on the injected clock.
  private let sleep: @Sendable (Duration) async throws -> Void
  /// Who https servers must prove they are.
  private let trust: TLSTrust

  /// - Parameter timeout: seconds each request may take (10 by default); at least 1 ms.
  public convenience init(timeout: TimeInterval = SocketTransport.defaultTimeout) {
    self.init(timeout: timeout, clock: ContinuousClock())
  }

  /// - Parameters:
  ///   - timeout: seconds each request may take; at least 1 ms.
  ///   - clock: the clock the deadline is kept on (a test clock in tests).
  ///   - trustedCertificates: a PEM file of the authorities https servers' certificates must
  ///     chain to; `nil` (the app): the system's.
  public init(
    timeout: TimeInterval, clock: some Clock<Duration>, trustedCertificates: String? = nil
  ) {
    sleep = { try await clock.sleep(for: $0) }
    self.timeout = max(timeout, 0.001)
    trust = TLSTrust(certificateFile: trustedCertificates)
  }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let exchange = SocketExchange(request: request, trust: trust, patience: timeout + 5)
    let (timeout, sleep) = (timeout, sleep)
    let deadline = Task {
      try await sleep(.seconds(timeout))
      exchange.finish(.failure(TransportError.timedOut(seconds: timeout)))
    }
    defer { deadline.cancel() }
    do {
      return try await withTaskCancellationHandler {
        try await exchange.run()
      } onCancel: {
        exchange.finish(.failure(CancellationError()))
      }
    } catch SocketConnection.Stopped.outOfPatience {
      // The thread's own backstop (`timeout + 5` s of real time) passed before the
      // deadline's clock did: the request took longer than `timeout` all the same.
      throw TransportError.timedOut(seconds: timeout)
    }
  }
}
