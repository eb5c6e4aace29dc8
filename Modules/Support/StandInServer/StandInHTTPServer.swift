import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small HTTP/1.1 server on 127.0.0.1 that hands every request to a closure.
///
/// It serves one connection at a time on its own thread and closes each connection after
/// its response. Tests start one per test, on a port the system picks, and stop it.
public final class StandInHTTPServer: Sendable {
  /// Turns a request into a reply; called on the server's thread.
  public typealias Handler = @Sendable (StandInRequest) -> StandInReply

  /// The port the server listens on.
  public let port: Int
  private let wakeDescriptor: Int32
  private let finished = DispatchSemaphore(value: 0)
  private let stopped = Mutex(false)

  /// Binds 127.0.0.1 on `port` (0: a free port the system picks) and starts serving.
  public init(port: UInt16 = 0, handler: @escaping Handler) throws {
    let listener = try Listener.bindLoopback(port: port)
    var wake: [Int32] = [0, 0]
    guard pipe(&wake) == 0 else {
      close(listener.descriptor)
      throw StandInServerError("pipe")
    }
    self.port = listener.port
    wakeDescriptor = wake[1]
    let loop = AcceptLoop(listener: listener.descriptor, wake: wake[0], handler: handler)
    let finished = finished
    let thread = Thread {
      loop.run()
      finished.signal()
    }
    thread.name = "StandInHTTPServer:\(port)"
    thread.start()
  }

  deinit { stop() }

  /// `http://127.0.0.1:<port>`.
  public var baseURL: URL { URL(string: "http://127.0.0.1:\(port)")! }

  /// Stops serving, closes every connection and frees the port. Safe to call twice.
  public func stop() {
    let alreadyStopped = stopped.withLock { stopped in
      defer { stopped = true }
      return stopped
    }
    guard !alreadyStopped else { return }
    var byte: UInt8 = 1
    _ = write(wakeDescriptor, &byte, 1)
    finished.wait()
    close(wakeDescriptor)
  }
}

/// The server thread's work: wait for a connection or the wake-up, serve, repeat.
private struct AcceptLoop: Sendable {
  let listener: Int32
  let wake: Int32
  let handler: StandInHTTPServer.Handler

  func run() {
    var withheld: [Int32] = []
    defer {
      for descriptor in withheld { close(descriptor) }
      close(listener)
      close(wake)
    }
    while true {
      var watched = [
        pollfd(fd: listener, events: Int16(POLLIN), revents: 0),
        pollfd(fd: wake, events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&watched, 2, -1)
      if ready < 0, errno == EINTR { continue }
      guard ready > 0, watched[1].revents == 0 else { return }
      let client = accept(listener, nil, nil)
      guard client >= 0 else { continue }
      SocketCalls.prepare(client)
      if serve(Connection(descriptor: client)) {
        close(client)
      } else {
        withheld.append(client)
      }
    }
  }

  /// Serves one request; returns `false` when the connection must stay open unanswered.
  private func serve(_ connection: Connection) -> Bool {
    connection.limitBlocking(toSeconds: 5)
    guard let request = connection.readRequest() else {
      connection.send(.status(400))
      return true
    }
    switch handler(request) {
    case .respond(let response):
      connection.send(response)
      shutdown(connection.descriptor, Int32(SHUT_WR))
      return true
    case .withhold:
      return false
    }
  }
}
