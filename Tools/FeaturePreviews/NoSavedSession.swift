import Domain
import LoginFeature

/// A preview keeps no session from an earlier run: the login screen always asks.
struct NoSavedSession: SavedSessionStore {
  func restoredSession() async -> AuthSession? { nil }
}
