import Foundation
import RemoteAPI
import StandInServer
import Synchronization
import TestSupport
import Testing

/// What the socket transport (HTTP/1.1 over a POSIX socket) does with the answers the
/// client relies on, checked against a real socket on 127.0.0.1.
@Suite("The socket transport on a real socket")
struct SocketTransportTests {
  /// Serves every request with `reply` and remembers what arrived.
  final class Recorder: Sendable {
    private final class Log: Sendable {
      let requests = Mutex<[StandInRequest]>([])
    }

    private let log = Log()
    let server: StandInHTTPServer

    init(_ reply: StandInReply) throws {
      let log = log
      server = try StandInHTTPServer { request in
        log.requests.withLock { $0.append(request) }
        return reply
      }
    }

    var last: StandInRequest? { log.requests.withLock { $0.last } }

    func url(_ path: String) -> URL { URL(string: server.baseURL.absoluteString + path)! }
  }

  @Test("method, Authorization, JSON headers and body arrive as set")
  func requestArrives() async throws {
    let recorder = try Recorder(.respond(.status(204)))
    defer { recorder.server.stop() }
    let transport = SocketTransport(timeout: HangGuard.loopbackSeconds)
    let body = Data(#"{"score":"2-1","winnerTeam":"Team A"}"#.utf8)

    for authorization in ["Bearer abc/def+ghi==", "Basic am9objpzZWNyZXQ="] {
      _ = try await transport.send(
        HTTPRequest(
          method: .put, url: recorder.url("/api/gathers/X"),
          headers: [
            "Authorization": authorization, "Content-Type": "application/json",
            "Accept": "application/json",
          ], body: body))
      let request = try #require(recorder.last)
      #expect(request.method == "PUT" && request.path == "/api/gathers/X")
      #expect(request.header("authorization") == authorization)
      #expect(request.header("content-type") == "application/json")
      #expect(request.header("accept") == "application/json")
      #expect(request.body == body)
    }
  }

  @Test("201 with an empty body is a response whose Location can be read")
  func createdWithLocation() async throws {
    let recorder = try Recorder(.respond(.created(location: "/api/players/42")))
    defer { recorder.server.stop() }

    let response = try await SocketTransport(timeout: HangGuard.loopbackSeconds).send(
      HTTPRequest(method: .post, url: recorder.url("/api/players"), body: Data("{}".utf8)))

    #expect(response.status == 201)
    #expect(response.header("Location") == "/api/players/42")
    #expect(response.body.isEmpty)
  }

  @Test(
    "any status is a response, not an error",
    arguments: [
      StandInResponse(status: 205),
      StandInResponse(status: 401, headers: ["WWW-Authenticate": "Basic"]),
      StandInResponse(status: 500, body: Data("oops".utf8)), StandInResponse(status: 204),
    ])
  func statusesComeThrough(answer: StandInResponse) async throws {
    let recorder = try Recorder(.respond(answer))
    defer { recorder.server.stop() }

    let response = try await SocketTransport(timeout: HangGuard.loopbackSeconds).send(
      HTTPRequest(method: .delete, url: recorder.url("/api/players/1")))

    #expect(response.status == answer.status)
    #expect(response.body == answer.body)
  }

  @Test("a server that never answers is a timeout when the deadline passes")
  func timeout() async throws {
    let recorder = try Recorder(.withhold)
    defer { recorder.server.stop() }
    let clock = TestSupport.TestClock()
    let transport = SocketTransport(timeout: 0.3, clock: clock)
    let request = Task {
      try await transport.send(HTTPRequest(method: .get, url: recorder.url("/api/players")))
    }
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(299))
    clock.advance(by: .milliseconds(1))
    await #expect(throws: TransportError.timedOut(seconds: 0.3)) { try await request.value }
  }

  /// The deadline is one sleep for the whole time limit, not a loop of short waits that
  /// would keep a core busy while a server is silent (docs/PERFORMANCE.md, "Waiting on a
  /// silent server").
  @Test("waiting on a silent server is one sleep on the clock, however long it lasts")
  func deadlineIsOneSleep() async throws {
    let recorder = try Recorder(.withhold)
    defer { recorder.server.stop() }
    let clock = CountingClock()
    let transport = SocketTransport(timeout: 30, clock: clock)
    let request = Task {
      try await transport.send(HTTPRequest(method: .get, url: recorder.url("/api/players")))
    }
    defer { request.cancel() }
    await clock.base.waitForSleepers(1)
    try #require(clock.sleeps == [.seconds(30)])
    clock.base.advance(by: .seconds(29))
    #expect(clock.base.sleeperCount == 1)
    clock.base.advance(by: .seconds(1))
    await #expect(throws: TransportError.timedOut(seconds: 30)) { try await request.value }
    #expect(clock.sleeps == [.seconds(30)])
  }

  @Test("nothing listening is 'cannot connect'")
  func nothingListening() async throws {
    let closed = try ClosedPort()

    await #expect(throws: TransportError.cannotConnect) {
      _ = try await SocketTransport(timeout: HangGuard.loopbackSeconds).send(
        HTTPRequest(method: .get, url: closed.baseURL.appendingPathComponent("api/players")))
    }
  }
}

/// A `TestClock` that also records how long each sleep asked for.
private final class CountingClock: Clock, Sendable {
  let base = TestSupport.TestClock()
  private let requested = Mutex<[Duration]>([])

  var sleeps: [Duration] { requested.withLock { $0 } }
  var now: TestSupport.TestClock.Instant { base.now }
  var minimumResolution: Duration { base.minimumResolution }

  func sleep(until deadline: TestSupport.TestClock.Instant, tolerance: Duration?) async throws {
    requested.withLock { $0.append(base.now.duration(to: deadline)) }
    try await base.sleep(until: deadline, tolerance: tolerance)
  }
}
