import Foundation

/// What the user typed on the login screen, before it is checked.
///
/// The rules for acceptable fields, the same whichever pattern writes the login screen
/// (the VIPER Login module and every variant in Modules/Patterns use this one).
public struct LoginForm: Equatable, Sendable {
  public var username: String
  public var password: String
  /// The password typed a second time when registering; `nil` when logging in.
  public var repeatedPassword: String?

  public init(username: String, password: String, repeatedPassword: String? = nil) {
    self.username = username
    self.password = password
    self.repeatedPassword = repeatedPassword
  }

  /// The fewest characters a new account's password may have. Logging in accepts any
  /// password, so accounts made before the rule (or by the original app) still work.
  public static let minimumNewPasswordLength = 8

  /// Why a new account's password is refused. The form says what is wrong; the screen
  /// (its presenter, view model or controller) adds the command that starts again.
  public enum PasswordProblem: Equatable, Sendable {
    case tooShort
    case repeatDiffers

    public var error: FootballGatherError {
      switch self {
      case .tooShort:
        .invalidInput("the password needs at least \(minimumNewPasswordLength) characters")
      case .repeatDiffers: .invalidInput("the passwords do not match")
      }
    }
  }

  /// The credentials to send, or the first problem a user must fix.
  public func validated() throws(FootballGatherError) -> Credentials {
    let name = try Self.validatedUsername(username)
    guard !password.isEmpty else {
      throw .invalidInput("the password cannot be empty; type one")
    }
    if let passwordProblem { throw passwordProblem.error }
    return Credentials(username: name, password: password)
  }

  /// When registering, why the new password is refused, or `nil`.
  public var passwordProblem: PasswordProblem? {
    guard let repeatedPassword else { return nil }
    return Self.newPasswordProblem(password)
      ?? (repeatedPassword == password ? nil : .repeatDiffers)
  }

  /// The username trimmed, or why it cannot be one.
  public static func validatedUsername(_ text: String) throws(FootballGatherError) -> String {
    guard text.contains(where: { !$0.isWhitespace }) else {
      throw .invalidInput("the username cannot be empty; type one")
    }
    return try NameRule.username(text)
  }

  /// Why a new password is refused before it is repeated (too short), or `nil`.
  public static func newPasswordProblem(_ password: String) -> PasswordProblem? {
    password.count >= minimumNewPasswordLength ? nil : .tooShort
  }
}
