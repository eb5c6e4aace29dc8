import Foundation

/// A name as people type it when they look for it: case and accents ignored, so `jose`
/// finds José, `muller` finds Müller and `ZOE` finds Zoë. Every backend and screen that
/// matches a typed name against the roster (find, duplicates, a pasted sign-up list)
/// compares these keys, so they agree.
public struct NameKey: Hashable, Sendable {
  /// The folded text: lower case, accents taken off, spaces at both ends trimmed.
  public let folded: String

  public init(_ name: some StringProtocol) {
    let trimmed = name.trimmingCharacters(in: .whitespaces)
    if trimmed.utf8.allSatisfy({ $0 < 0x80 }) {
      folded = trimmed.lowercased()  // the common case, without Foundation's folding
    } else {
      folded = trimmed.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        .lowercased()
    }
  }

  /// Whether the name holds `other` anywhere (`find`).
  public func contains(_ other: NameKey) -> Bool {
    other.folded.isEmpty || folded.contains(other.folded)
  }

  /// Whether the name starts with `other` (a unique start picks a player).
  public func hasPrefix(_ other: NameKey) -> Bool {
    folded.hasPrefix(other.folded)
  }
}
