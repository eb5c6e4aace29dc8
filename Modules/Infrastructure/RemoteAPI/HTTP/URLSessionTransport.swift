import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real `HTTPTransport`: Foundation's `URLSession` (libcurl on Linux).
///
/// Each call ends within `timeout` seconds, by a deadline of its own raced against the
/// request (`PendingExchange`): whichever comes first answers the caller, and the loser is
/// only told to stop. The async `URLSession.data(for:)` is not used: on Linux, cancelling it
/// while libcurl reports its own timeout deadlocks (the caller then waits forever, issue 10).
/// Cookies and caches are off, so nothing about a session outlives the process except what
/// the token store keeps.
public final class URLSessionTransport: HTTPTransport {
  /// The seconds a request may take when `FOOTBALLGATHER_TIMEOUT` does not say otherwise.
  public static let defaultTimeout: TimeInterval = 10

  /// The most seconds one request may take, from sending to the last byte of the answer.
  public let timeout: TimeInterval
  private let session: URLSession
  /// Waits out the deadline on the injected clock.
  private let sleep: @Sendable (Duration) async throws -> Void

  /// - Parameter timeout: seconds each request may take (10 by default); at least 1 ms.
  public convenience init(timeout: TimeInterval = URLSessionTransport.defaultTimeout) {
    self.init(timeout: timeout, clock: ContinuousClock())
  }

  /// - Parameters:
  ///   - timeout: seconds each request may take; at least 1 ms.
  ///   - clock: the clock the deadline is kept on (a test clock in tests).
  public init(timeout: TimeInterval, clock: some Clock<Duration>) {
    sleep = { try await clock.sleep(for: $0) }
    self.timeout = max(timeout, 0.001)
    let configuration = URLSessionConfiguration.ephemeral
    // libcurl's own limits, in whole seconds and a little later than ours: ours decides.
    configuration.timeoutIntervalForRequest = self.timeout.rounded(.up) + 5
    configuration.timeoutIntervalForResource = self.timeout.rounded(.up) + 5
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    session = URLSession(configuration: configuration)
  }

  deinit { session.invalidateAndCancel() }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let exchange = PendingExchange(
      session: session, request: urlRequest(for: request), timeout: timeout)
    let (timeout, sleep) = (timeout, sleep)
    let deadline = Task {
      try await sleep(.seconds(timeout))
      exchange.finish(.failure(TransportError.timedOut(seconds: timeout)))
    }
    defer { deadline.cancel() }
    return try await withTaskCancellationHandler {
      try await exchange.run()
    } onCancel: {
      // Never stop the URLSession task from here (the runtime holds a lock): hand it over.
      Task.detached { exchange.finish(.failure(CancellationError())) }
    }
  }

  private func urlRequest(for request: HTTPRequest) -> URLRequest {
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData,
      timeoutInterval: session.configuration.timeoutIntervalForRequest)
    urlRequest.httpMethod = request.method.rawValue
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    urlRequest.httpBody = request.body
    return urlRequest
  }
}
