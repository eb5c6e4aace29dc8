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

  /// The credentials to send, or the first problem a user must fix.
  func validated() throws(FootballGatherError) -> Credentials {
    let name = username.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw .invalidInput("the username cannot be empty; type one") }
    guard !password.isEmpty else {
      throw .invalidInput("the password cannot be empty; type one")
    }
    if let repeatedPassword, repeatedPassword != password {
      throw .invalidInput("the passwords do not match; type register to try again")
    }
    return Credentials(username: name, password: password)
  }
}
