import Domain
import Foundation

/// A `TokenStore` with one file per server, readable only by the user (mode 0600).
///
/// Files are named `session-<host>-<port>-<hash>.json` inside `directory`, which is
/// created with mode 0700 when first needed (usually `StateDirectory.resolve(...)`).
public struct FileTokenStore: TokenStore {
  /// The folder that holds the session files.
  public let directory: URL

  public init(directory: URL) {
    self.directory = directory
  }

  /// The file that holds `server`'s session.
  public func fileURL(for server: URL) -> URL {
    directory.appendingPathComponent("session-\(ServerKey.fileStem(for: server)).json")
  }

  public func session(for server: URL) throws -> AuthSession? {
    guard let data = try PrivateFile.read(fileURL(for: server)) else { return nil }
    let saved = try JSONDecoder().decode(SavedSession.self, from: data)
    return AuthSession(user: User(id: saved.userID, username: saved.username), token: saved.token)
  }

  public func save(_ session: AuthSession, for server: URL) throws {
    let saved = SavedSession(
      server: server.absoluteString, userID: session.user.id, username: session.user.username,
      token: session.token)
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    try PrivateFile.write(try encoder.encode(saved), to: fileURL(for: server))
  }

  public func removeSession(for server: URL) throws {
    try PrivateFile.remove(fileURL(for: server))
  }
}

/// The file's contents.
private struct SavedSession: Codable {
  var server: String
  var userID: UUID
  var username: String
  var token: String?
}
