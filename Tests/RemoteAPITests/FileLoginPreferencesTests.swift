import Domain
import Foundation
import RemoteAPI
import TestSupport
import Testing

struct FileLoginPreferencesTests {
  @Test func preferencesRoundTripPerServerInAPrivateFile() async throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let server = URL(string: "http://127.0.0.1:8080")!
    let preferences = FileLoginPreferences(directory: directory.url, server: server)
    #expect(try await preferences.loadLoginPreferences() == LoginPreferences())
    let saved = LoginPreferences(rememberMe: true, rememberedUsername: "alice")
    try await preferences.saveLoginPreferences(saved)
    #expect(try await preferences.loadLoginPreferences() == saved)
    let other = FileLoginPreferences(
      directory: directory.url, server: URL(string: "http://127.0.0.1:9090")!)
    #expect(try await other.loadLoginPreferences() == LoginPreferences())
    let files = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
    let file = try #require(files.first { $0.hasPrefix("login-") })
    let mode = try FileManager.default.attributesOfItem(atPath: directory.path(file))[
      .posixPermissions]
    #expect((mode as? NSNumber)?.intValue == 0o600)
  }
}
