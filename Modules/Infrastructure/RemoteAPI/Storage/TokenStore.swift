import Domain
import Foundation

/// Keeps the session of each server between runs, as the original app kept its token in the
/// keychain.
public protocol TokenStore: Sendable {
  /// The session saved for `server`, or `nil` when there is none.
  func session(for server: URL) throws -> AuthSession?
  /// Saves the session for `server`, replacing the one saved before.
  func save(_ session: AuthSession, for server: URL) throws
  /// Forgets the session of `server`; nothing happens when there is none.
  func removeSession(for server: URL) throws
}
