import Domain
import Foundation

/// A `SavedSessionStore` for tests: the session kept from an earlier run, or none (as the
/// embedded database answers). Every login screen's tests, VIPER's and each pattern's, use
/// this one.
public struct FixedSavedSession: SavedSessionStore {
  public var session: AuthSession?

  public init(session: AuthSession? = nil) {
    self.session = session
  }

  /// A session kept for `username`, as remote mode's token store would answer.
  public init(username: String) {
    self.init(session: AuthSession(user: User(id: User.ID(), username: username)))
  }

  public func restoredSession() async -> AuthSession? { session }
}
