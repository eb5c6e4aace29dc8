import Domain

/// The login screen's state and logic in MVVM: the view controller asks it what to show
/// and tells it what the user typed; it talks to the services and answers with text to
/// show. It knows no view, console or LineUI type.
@MainActor
final class LoginViewModel {
  /// What a login, a registration or a kept session came to.
  enum Outcome: Equatable {
    /// The user is in: greet them with `greeting`, then go on to the player list.
    case entered(AuthSession, greeting: String)
    /// Nothing changed: show `message` as an error.
    case refused(String)
  }

  private let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore
  private let backendLabel: String
  private var preferences = LoginPreferences()
  /// The username offered at `login`: the one remembered when the screen last appeared.
  private(set) var offeredUsername: String?

  init(
    authService: any AuthService, preferencesService: any LoginPreferencesService,
    savedSessions: any SavedSessionStore, backendLabel: String
  ) {
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
    self.backendLabel = backendLabel
  }

  var title: String { "Football Gather: log in (\(backendLabel))" }
  var rememberMeText: String { "Remember me: \(preferences.rememberMe ? "on" : "off")" }
  let hint = "Commands: login [USERNAME], register, remember on|off, help, quit"
  var passwordPrompt: String {
    "Password (at least \(LoginForm.minimumNewPasswordLength) characters): "
  }

  func loadPreferences() async {
    preferences = (try? await preferencesService.loadLoginPreferences()) ?? LoginPreferences()
    offeredUsername = preferences.rememberedUsername
  }

  func logIn(username: String, password: String) async -> Outcome {
    do {
      let credentials = try LoginForm(username: username, password: password).validated()
      let session = try await authService.logIn(credentials)
      try await remember(credentials.username)
      return entered(session, greeting: "Welcome back, \(session.user.username)!")
    } catch {
      return .refused(error.message)
    }
  }

  /// The trimmed username of a new account, or why it cannot have it (checked before
  /// the passwords are asked for, so they are never typed in vain).
  func newUsername(_ typed: String) async -> Result<String, FootballGatherError> {
    do {
      let username = try LoginForm.validatedUsername(typed)
      guard try await authService.isUsernameAvailable(username) else {
        return .failure(.usernameTaken(username))
      }
      return .success(username)
    } catch {
      return .failure(error)
    }
  }

  /// Why a new password is refused before it is repeated; it is asked for again.
  func newPasswordError(_ password: String) -> String? {
    LoginForm.newPasswordProblem(password).map { "\($0.error.message); type a longer one" }
  }

  func register(username: String, password: String, repeated: String) async -> Outcome {
    let form = LoginForm(username: username, password: password, repeatedPassword: repeated)
    if let problem = form.passwordProblem { return .refused(registerAgain(problem)) }
    do {
      let credentials = try form.validated()
      _ = try await authService.register(credentials)
      let session = try await authService.logIn(credentials)
      try await remember(credentials.username)
      return entered(session, greeting: "Registered \(session.user.username). Welcome!")
    } catch {
      return .refused(error.message)
    }
  }

  let registrationDiscarded = "No account was created."

  func discardQuestion(registering username: String) -> String {
    "Discard the registration of '\(username)'?"
  }

  /// The "Remember me" line once changed, or the error that kept it as it was.
  func setRememberMe(_ rememberMe: Bool) async -> Result<String, FootballGatherError> {
    do {
      var stored = try await preferencesService.loadLoginPreferences()
      stored.rememberMe = rememberMe
      if !rememberMe { stored.rememberedUsername = nil }
      try await preferencesService.saveLoginPreferences(stored)
      preferences.rememberMe = rememberMe
      if !rememberMe { preferences.rememberedUsername = nil }
      return .success(rememberMeText)
    } catch {
      return .failure(error)
    }
  }

  func restoreSavedSession() async -> Outcome? {
    guard let session = await savedSessions.restoredSession() else { return nil }
    let username = session.user.username
    return entered(
      session, greeting: "Logged in as \(username) (saved session; type logout to end it).")
  }

  /// Ends `session` and answers the line to show.
  func logOut(_ session: AuthSession) async -> String {
    try? await authService.logOut(session)
    return "Logged out."
  }

  private func remember(_ username: String) async throws(FootballGatherError) {
    try await preferencesService.saveLoginPreferences(
      LoginPreferences(
        rememberMe: preferences.rememberMe,
        rememberedUsername: preferences.rememberMe ? username : nil))
  }

  private func entered(_ session: AuthSession, greeting: String) -> Outcome {
    preferences.rememberedUsername = preferences.rememberMe ? session.user.username : nil
    return .entered(session, greeting: greeting)
  }

  private func registerAgain(_ problem: LoginForm.PasswordProblem) -> String {
    "\(problem.error.message); type register to try again"
  }
}
