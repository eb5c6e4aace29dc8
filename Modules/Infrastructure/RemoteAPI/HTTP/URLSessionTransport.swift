import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The real `HTTPTransport`: Foundation's `URLSession` (libcurl on Linux).
///
/// Each call is limited to `timeout` seconds in total. Cookies and caches are off, so
/// nothing about a session outlives the process except what the token store keeps.
public final class URLSessionTransport: HTTPTransport {
  /// The most seconds one request may take, from sending to the last byte of the answer.
  public let timeout: TimeInterval
  private let session: URLSession

  /// - Parameter timeout: seconds each request may take; 10 by default.
  public init(timeout: TimeInterval = 10) {
    self.timeout = timeout
    let configuration = URLSessionConfiguration.ephemeral
    configuration.timeoutIntervalForRequest = timeout
    configuration.timeoutIntervalForResource = timeout
    configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
    configuration.urlCache = nil
    configuration.httpCookieStorage = nil
    configuration.httpShouldSetCookies = false
    session = URLSession(configuration: configuration)
  }

  deinit { session.finishTasksAndInvalidate() }

  public func send(_ request: HTTPRequest) async throws -> HTTPResponse {
    var urlRequest = URLRequest(
      url: request.url, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
    urlRequest.httpMethod = request.method.rawValue
    for (name, value) in request.headers {
      urlRequest.setValue(value, forHTTPHeaderField: name)
    }
    urlRequest.httpBody = request.body
    let data: Data
    let response: URLResponse
    do {
      (data, response) = try await session.data(for: urlRequest)
    } catch let error as URLError {
      throw transportError(for: error)
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

  private func transportError(for error: URLError) -> TransportError {
    switch error.code {
    case .timedOut: .timedOut(seconds: timeout)
    case .cannotConnectToHost, .cannotFindHost, .dnsLookupFailed, .notConnectedToInternet:
      .cannotConnect
    case .networkConnectionLost: .connectionLost
    default: .failed(error.localizedDescription)
    }
  }
}
