import Domain
import Foundation

/// What the store accepts as a username and a password.
enum AccountRules {
  static let maximumUsernameLength = 30

  /// The trimmed username: not empty, at most `maximumUsernameLength` characters.
  static func username(_ text: String) throws(FootballGatherError) -> String {
    let username = text.trimmingCharacters(in: .whitespacesAndNewlines)
    guard !username.isEmpty else {
      throw .invalidInput("the username cannot be empty; type a username")
    }
    guard username.count <= maximumUsernameLength else {
      throw .invalidInput(
        "the username is longer than \(maximumUsernameLength) characters; type a shorter one")
    }
    return username
  }

  /// The password as typed (never trimmed); it must not be empty.
  static func password(_ text: String) throws(FootballGatherError) -> String {
    guard !text.isEmpty else {
      throw .invalidInput("the password cannot be empty; type a password")
    }
    return text
  }
}
