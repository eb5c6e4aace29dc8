import Foundation
import Synchronization

/// One request in flight: the thread that carries it out and the caller waiting for it.
///
/// Three things may end it: the answer, the deadline or the caller's cancellation. The
/// first one to `finish` resumes the caller and wakes the thread, which stops at once
/// (closing its socket) wherever it was waiting.
final class SocketExchange: Sendable {
  private enum Stage {
    case created
    case waiting(CheckedContinuation<HTTPResponse, any Error>)
    case finished(Result<HTTPResponse, any Error>?)
  }

  private let request: HTTPRequest
  private let trust: TLSTrust
  /// The most seconds the thread waits in one `poll` before giving up on its own.
  private let patience: TimeInterval
  private let stage = Mutex(Stage.created)
  private let wakeUp: WakeUpPipe

  init(request: HTTPRequest, trust: TLSTrust, patience: TimeInterval) {
    self.request = request
    self.trust = trust
    self.patience = patience
    wakeUp = WakeUpPipe()
  }

  /// Starts the thread and waits until something ends the exchange.
  func run() async throws -> HTTPResponse {
    try await withCheckedThrowingContinuation { continuation in
      let early: Result<HTTPResponse, any Error>? = stage.withLock { stage in
        guard case .finished(let result) = stage else {
          stage = .waiting(continuation)
          return nil
        }
        return result ?? .failure(CancellationError())
      }
      if let early { return continuation.resume(with: early) }
      let thread = Thread { [self] in
        finish(Result { () throws -> HTTPResponse in try perform() })
        wakeUp.close()
      }
      thread.name = "footballgather-http"
      thread.start()
    }
  }

  /// Ends the exchange with `result` unless it has already ended; wakes the thread.
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
    wakeUp.ring()
    waiting.resume(with: result)
  }

  /// Connects, sends the request and reads the whole answer (on the exchange's thread).
  private func perform() throws -> HTTPResponse {
    SocketConnection.ignoreBrokenPipesOnThisThread()
    let target = try HTTPTarget(request.url)
    let connection = try SocketConnection(
      host: target.host, port: target.port, wakeUp: wakeUp.readEnd, patience: patience)
    defer { connection.close() }
    let stream: any ByteStream =
      target.isSecure
      ? try TLSStream(over: connection, host: target.host, trust: trust) : connection
    defer { stream.shutDown() }
    try stream.write(HTTPWire.requestBytes(for: request, target: target))
    return try HTTPWire.readResponse(from: stream, to: request.method)
  }
}
