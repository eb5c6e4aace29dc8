import Domain
import Foundation

/// What the store accepts as a username and a password.
enum AccountRules {
  static let maximumUsernameLength = NameRule.maximumUsernameLength

  /// The trimmed username by `NameRule.username`: not empty, at most 30 characters, no
  /// control or bidirectional characters and no ':'; spaces inside are kept.
  static func username(_ text: String) throws(FootballGatherError) -> String {
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw .invalidInput("the username cannot be empty; type a username")
    }
    return try NameRule.username(text)
  }

  /// The password as typed (never trimmed); it must not be empty.
  static func password(_ text: String) throws(FootballGatherError) -> String {
    guard !text.isEmpty else {
      throw .invalidInput("the password cannot be empty; type a password")
    }
    return text
  }
}
