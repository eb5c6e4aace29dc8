/// One ring of the architecture and what it may import.
public struct Ring: Sendable, Hashable {
  public var name: String
  /// Targets whose path matches one of these globs are in the ring.
  public var paths: [String]
  /// Rings whose targets it may import (its own ring only when listed).
  public var mayImportRings: Set<String>
  /// Further targets it may import by name, e.g. infrastructure may import `Domain`.
  public var mayImportTargets: Set<String>
  /// Whether it may import XCTest and Testing.
  public var mayImportTestFrameworks: Bool
  /// Whether its imports are checked at all (tests are not).
  public var isPoliced: Bool
  /// The rule's identifier and the fix it suggests.
  public var rule: String
  public var fix: String
}
