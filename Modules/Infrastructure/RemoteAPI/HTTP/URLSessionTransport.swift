import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real `HTTPTransport`: Foundation's `URLSession` (libcurl on Linux).
///
/// Each call is limited to `timeout` seconds in total, by a deadline of its own: on Linux,
/// `URLSession` ignores `timeoutIntervalForResource` and rounds the request timeout down to
/// whole seconds (0.5 s times out at once). Cookies and caches are off, so nothing about a
/// session outlives the process except what the token store keeps.
public final class URLSessionTransport: HTTPTransport {
  /// The most seconds one request may take, from sending to the last byte of the answer.
  public let timeout: TimeInterval
  private let session: URLSession
  /// Waits out the deadline on the injected clock.
  private let sleep: @Sendable (Duration) async throws -> Void

  /// - Parameter timeout: seconds each request may take (10 by default); at least 1 ms.
  public convenience init(timeout: TimeInterval = 10) {
    self.init(timeout: timeout, clock: ContinuousClock())
  }

  /// - Parameters:
  ///   - timeout: seconds each request may take; at least 1 ms.
  ///   - clock: the clock the deadline is kept on (a test clock in tests).
  public init(timeout: TimeInterval, clock: some Clock<Duration>) {
    sleep = { try await clock.sleep(for: $0) }
    self.timeout = max(timeout, 0.001)
    let configuration = URLSessionConfiguration.ephemeral
    // Whole seconds, never less than our own deadline, so that the deadline decides.
    configuration.timeoutIntervalForRequest = max(1, self.timeout.rounded(.up))
    configuration.timeoutIntervalForResource = max(1, self.timeout.rounded(.up))
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    session = URLSession(configuration: configuration)
  }

  deinit { session.finishTasksAndInvalidate() }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    let urlRequest = urlRequest(for: request)
    let (session, timeout, sleep) = (session, timeout, sleep)
    return try await withThrowingTaskGroup(of: HTTPResponse.self) { group in
      group.addTask { try await Self.perform(urlRequest, on: session, timeout: timeout) }
      group.addTask {
        try await sleep(.seconds(timeout))
        throw TransportError.timedOut(seconds: timeout)
      }
      // Whichever ends first decides; the other is cancelled (URLSession honours it).
      defer { group.cancelAll() }
      guard let response = try await group.next() else { throw CancellationError() }
      return response
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

  private static func perform(
    _ request: URLRequest, on session: URLSession, timeout: TimeInterval
  ) async throws -> HTTPResponse {
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: request)
    } catch let error as URLError {
      throw transportError(for: error, timeout: timeout)
    }
    guard let http = response as? HTTPURLResponse else {
      throw TransportError.failed("the answer was not an HTTP response")
    }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in http.allHeaderFields {
      headers[name] = value
    }
    return HTTPResponse(status: http.statusCode, headers: headers, body: data)
  }

  private static func transportError(for error: URLError, timeout: TimeInterval) -> any Error {
    switch error.code {
    case .timedOut: TransportError.timedOut(seconds: timeout)
    case .cancelled: CancellationError()
    case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
      TransportError.cannotConnect
    case .networkConnectionLost: TransportError.connectionLost
    default: TransportError.failed(error.localizedDescription)
    }
  }
}
