import Domain

/// The values of the login screen's outputs and inputs that are more than a line.
extension LoginViewModel {
  /// What the screen shows when it appears.
  struct Screen: Equatable {
    var title: String
    var rememberMe: String
    var hint: String
  }

  /// What the user asked for on the login screen, as the view read it.
  enum Command: Equatable {
    /// `login [USERNAME]`: the username typed after the command, or "" to ask for it.
    case login(username: String)
    /// `register [USERNAME]`: likewise.
    case register(username: String)
    case remember(Bool)
  }

  /// What the view model needs typed next, and how to ask for it.
  enum Prompt: Equatable {
    /// A username: its answer comes trimmed, `didCancel()` at the end of input.
    case username(String)
    /// A password, read without echo.
    case password(String)
    /// A new account's password: Ctrl-C on it is `didInterrupt()`.
    case newPassword(String)
    /// Whether to discard the registration: `didConfirm(_:)`.
    case discard(String)
  }
}
