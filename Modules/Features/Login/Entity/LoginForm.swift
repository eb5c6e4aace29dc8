import Domain
import Foundation

/// What the user typed on the login screen, before it is checked.
///
/// The Entity of the Login module: the rules for acceptable fields live here.
struct LoginForm: Equatable, Sendable {
  var username: String
  var password: String
  /// The password typed a second time when registering; `nil` when logging in.
  var repeatedPassword: String?

  /// The fewest characters a new account's password may have. Logging in accepts any
  /// password, so accounts made before the rule (or by the original app) still work.
  static let minimumNewPasswordLength = 8

  /// The credentials to send, or the first problem a user must fix.
  func validated() throws(FootballGatherError) -> Credentials {
    let name = try Self.validatedUsername(username)
    guard !password.isEmpty else {
      throw .invalidInput("the password cannot be empty; type one")
    }
    if let repeatedPassword {
      try Self.checkNewPassword(password)
      guard repeatedPassword == password else {
        throw .invalidInput("the passwords do not match; type register to try again")
      }
    }
    return Credentials(username: name, password: password)
  }

  /// The username trimmed, or why it cannot be one.
  static func validatedUsername(_ text: String) throws(FootballGatherError) -> String {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw .invalidInput("the username cannot be empty; type one") }
    return name
  }

  /// Refuses a new password that is too short.
  static func checkNewPassword(_ password: String) throws(FootballGatherError) {
    guard password.count >= minimumNewPasswordLength else {
      throw .invalidInput(
        "the password needs at least \(minimumNewPasswordLength) characters; "
          + "type register to try again")
    }
  }
}
