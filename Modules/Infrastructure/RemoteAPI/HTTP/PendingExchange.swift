import Foundation
import Synchronization

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// One request in flight: its `URLSessionDataTask` and the caller waiting for it.
///
/// Three things may end it: the answer, the deadline or the caller's cancellation. The
/// first one to `finish` resumes the caller; the others find nothing left to do. A deadline
/// or cancellation then stops the data task, outside any lock.
final class PendingExchange: Sendable {
  private enum Stage {
    case created
    case waiting(CheckedContinuation<HTTPResponse, any Error>)
    case finished(Result<HTTPResponse, any Error>?)
  }

  private let session: URLSession
  private let request: URLRequest
  private let timeout: TimeInterval
  private let stage = Mutex(Stage.created)
  /// The data task, once started.
  private let task = Mutex<URLSessionDataTask?>(nil)

  init(session: URLSession, request: URLRequest, timeout: TimeInterval) {
    self.session = session
    self.request = request
    self.timeout = timeout
  }

  /// Starts the data task and waits until something ends the exchange.
  func run() async throws -> HTTPResponse {
    try await withCheckedThrowingContinuation { continuation in
      let early: Result<HTTPResponse, any Error>? = stage.withLock { stage in
        guard case .finished(let result) = stage else {
          stage = .waiting(continuation)
          return nil
        }
        return result ?? .failure(CancellationError())
      }
      if let early {
        continuation.resume(with: early)
      } else {
        startTask()
      }
    }
  }

  /// Ends the exchange with `result` unless it has already ended.
  func finish(_ result: Result<HTTPResponse, any Error>) {
    let waiting: CheckedContinuation<HTTPResponse, any Error>? = stage.withLock { stage in
      switch stage {
      case .created:
        stage = .finished(result)
        return nil
      case .waiting(let continuation):
        stage = .finished(nil)
        return continuation
      case .finished:
        return nil
      }
    }
    guard let waiting else { return }
    waiting.resume(with: result)
    if case .failure = result { task.withLock { $0 }?.cancel() }
  }

  private func startTask() {
    let timeout = timeout
    let dataTask = session.dataTask(with: request) { [self] data, response, error in
      finish(Self.result(data: data, response: response, error: error, timeout: timeout))
    }
    task.withLock { $0 = dataTask }
    dataTask.resume()
    // A deadline that passed while the task was being made found nothing to stop.
    if stage.withLock({ if case .finished = $0 { true } else { false } }) { dataTask.cancel() }
  }

  private static func result(
    data: Data?, response: URLResponse?, error: (any Error)?, timeout: TimeInterval
  ) -> Result<HTTPResponse, any Error> {
    if let error = error as? URLError {
      return .failure(transportError(for: error, timeout: timeout))
    }
    if let error { return .failure(TransportError.failed(error.localizedDescription)) }
    guard let http = response as? HTTPURLResponse else {
      return .failure(TransportError.failed("the answer was not an HTTP response"))
    }
    var headers: [String: String] = [:]
    for case (let name as String, let value as String) in http.allHeaderFields {
      headers[name] = value
    }
    return .success(HTTPResponse(status: http.statusCode, headers: headers, body: data ?? Data()))
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
