import Domain
import Foundation
import RemoteAPI
import Testing

@Suite("Server address as the user types it")
struct ServerAddressTests {
  @Test(
    "http and https URLs, and host:port taken as http",
    arguments: [
      ("http://127.0.0.1:8080", "http://127.0.0.1:8080"),
      (" https://gather.example.com/ws ", "https://gather.example.com/ws"),
      ("localhost:8080", "http://localhost:8080"),
    ])
  func accepted(text: String, url: String) throws {
    #expect(try ServerAddress.parse(text).absoluteString == url)
  }

  @Test("anything else says what to type", arguments: ["", "ftp://host", "http://", "a b"])
  func refused(text: String) {
    #expect(throws: FootballGatherError.self) { try ServerAddress.parse(text) }
  }
}
