import Foundation
import RemoteAPI
import TestSupport
import Testing

/// https through the socket transport: the server's certificate must chain to a trusted
/// authority and name the host the app asked for, or nothing is sent.
@Suite("The socket transport over TLS")
struct SocketTransportTLSTests {
  private let authority = TLSTestServer.fixture("test-ca.pem")

  private func get(_ url: String, trusting file: String?) async throws -> HTTPResponse {
    let transport = SocketTransport(
      timeout: HangGuard.loopbackSeconds, clock: ContinuousClock(), trustedCertificates: file)
    return try await transport.send(HTTPRequest(method: .get, url: URL(string: url)!))
  }

  @Test("a trusted certificate for the host: the request goes through, by name or address")
  func trustedHost() async throws {
    let server = try TLSTestServer(certificate: "localhost")
    defer { server.stop() }
    for host in ["localhost", "127.0.0.1"] {
      let response = try await get(
        "https://\(host):\(server.port)/api/players?page=2", trusting: authority)
      #expect(response.status == 200)
      #expect(String(decoding: response.body, as: UTF8.self) == "GET /api/players?page=2 HTTP/1.1")
    }
  }

  @Test("a certificate from an authority the system does not trust is refused")
  func untrustedAuthority() async throws {
    let server = try TLSTestServer(certificate: "localhost")
    defer { server.stop() }
    await #expect(
      throws: TransportError.failed(
        "the server's certificate was refused: unable to get local issuer certificate")
    ) {
      try await get("https://localhost:\(server.port)/api/players", trusting: nil)
    }
  }

  @Test("a trusted certificate for another host is refused")
  func wrongHost() async throws {
    let server = try TLSTestServer(certificate: "elsewhere")
    defer { server.stop() }
    for host in ["localhost", "127.0.0.1"] {
      await #expect(
        throws: TransportError.failed(
          "the server's certificate was refused: "
            + (host == "localhost" ? "hostname mismatch" : "IP address mismatch"))
      ) {
        try await get("https://\(host):\(server.port)/api/players", trusting: authority)
      }
    }
  }
}
