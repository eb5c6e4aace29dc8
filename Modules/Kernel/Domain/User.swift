import Foundation

/// An account that owns a roster and its gathers.
public struct User: Identifiable, Hashable, Sendable {
  public var id: UUID
  public var username: String

  public init(id: UUID, username: String) {
    self.id = id
    self.username = username
  }
}
