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

  /// Why a new account's password is refused. The Entity says what is wrong; the
  /// presenter adds the command that starts again.
  enum PasswordProblem: Equatable, Sendable {
    case tooShort
    case repeatDiffers

    var error: FootballGatherError {
      switch self {
      case .tooShort:
        .invalidInput("the password needs at least \(minimumNewPasswordLength) characters")
      case .repeatDiffers: .invalidInput("the passwords do not match")
      }
    }
  }

  /// The credentials to send, or the first problem a user must fix.
  func validated() throws(FootballGatherError) -> Credentials {
    let name = try Self.validatedUsername(username)
    guard !password.isEmpty else {
      throw .invalidInput("the password cannot be empty; type one")
    }
    if let passwordProblem { throw passwordProblem.error }
    return Credentials(username: name, password: password)
  }

  /// When registering, why the new password is refused, or `nil`.
  var passwordProblem: PasswordProblem? {
    guard let repeatedPassword else { return nil }
    return Self.newPasswordProblem(password)
      ?? (repeatedPassword == password ? nil : .repeatDiffers)
  }

  /// The username trimmed, or why it cannot be one.
  static func validatedUsername(_ text: String) throws(FootballGatherError) -> String {
    let name = text.trimmingCharacters(in: .whitespaces)
    guard !name.isEmpty else { throw .invalidInput("the username cannot be empty; type one") }
    return name
  }

  /// Why a new password is refused before it is repeated (too short), or `nil`.
  static func newPasswordProblem(_ password: String) -> PasswordProblem? {
    password.count >= minimumNewPasswordLength ? nil : .tooShort
  }
}
