import Foundation
import Synchronization
import Testing

@testable import RemoteAPI

/// HTTP/1.1 as the socket transport writes and reads it, over a scripted stream that hands
/// out the answer in pieces, as a network does.
struct HTTPWireTests {
  /// Answers reads with `pieces`, one per read, then the end of the stream.
  final class ScriptedStream: ByteStream {
    private var pieces: [[UInt8]]
    init(_ text: String, pieceSize: Int) {
      let bytes = Array(text.utf8)
      pieces = stride(from: 0, to: bytes.count, by: pieceSize).map {
        Array(bytes[$0..<min($0 + pieceSize, bytes.count)])
      }
    }
    func write(_ bytes: [UInt8]) throws {}
    func read(upTo count: Int) throws -> [UInt8] { pieces.isEmpty ? [] : pieces.removeFirst() }
    func shutDown() {}
  }

  private func response(_ text: String, pieceSize: Int = 3) throws -> HTTPResponse {
    try HTTPWire.readResponse(from: ScriptedStream(text, pieceSize: pieceSize), to: .get)
  }

  @Test func aRequestCarriesItsHostPathHeadersAndBody() throws {
    let request = HTTPRequest(
      method: .post, url: URL(string: "http://127.0.0.1:8080/api/players?x=1")!,
      headers: ["Accept": "application/json"], body: Data("{}".utf8))
    let target = try HTTPTarget(request.url)
    let text = String(
      decoding: try HTTPWire.requestBytes(for: request, target: target), as: UTF8.self)
    #expect(
      text == "POST /api/players?x=1 HTTP/1.1\r\nHost: 127.0.0.1:8080\r\n"
        + "Accept: application/json\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}")
  }

  @Test func aHeaderWithALineBreakIsNeverSent() throws {
    let request = HTTPRequest(
      method: .get, url: URL(string: "https://example.com/")!,
      headers: ["Authorization": "Bearer x\r\nX-Evil: 1"])
    #expect(throws: TransportError.self) {
      try HTTPWire.requestBytes(for: request, target: try HTTPTarget(request.url))
    }
  }

  @Test func aBodyIsReadByContentLengthChunksOrTheEndOfTheStream() throws {
    let counted = try response("HTTP/1.1 200 OK\r\nContent-Length: 5\r\nX-A: 1\r\n\r\nhelloEXTRA")
    #expect(counted.status == 200 && counted.body == Data("hello".utf8))
    #expect(counted.header("x-a") == "1")
    let chunked = try response(
      "HTTP/1.1 201 Created\r\nTransfer-Encoding: chunked\r\nLocation: /p/1\r\n\r\n"
        + "4\r\nWiki\r\n6;x=y\r\npedia \r\n0\r\nTrailer: t\r\n\r\n")
    #expect(chunked.status == 201 && chunked.body == Data("Wikipedia ".utf8))
    #expect(chunked.header("Location") == "/p/1")
    let untilClosed = try response(
      "HTTP/1.0 500 Oops\nContent-Type: text/plain\n\nbroken", pieceSize: 1)
    #expect(untilClosed.status == 500 && untilClosed.body == Data("broken".utf8))
    let continued = try response("HTTP/1.1 100 Continue\r\n\r\nHTTP/1.1 204 No Content\r\n\r\n")
    #expect(continued.status == 204 && continued.body.isEmpty)
  }

  @Test func anAnswerCutShortOrNotHTTPIsAnError() {
    #expect(throws: TransportError.connectionLost) {
      try response("HTTP/1.1 200 OK\r\nContent-Length: 50\r\n\r\nshort")
    }
    #expect(throws: TransportError.failed("the answer was not an HTTP response")) {
      try response("SSH-2.0-OpenSSH\r\n\r\n")
    }
  }
}
