import Foundation

/// A path parameter that must be an integer (player ids) or a UUID (gathers, users).
enum PathID {
  static func integer(_ text: String) -> Int? { Int(text) }
  static func uuid(_ text: String) -> UUID? { UUID(uuidString: text) }
}
