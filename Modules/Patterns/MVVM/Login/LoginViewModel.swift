import Domain

/// The login screen's state and logic in MVVM: the view binds once to its outputs (named
/// after what the screen shows) and sends it inputs (`did…`), none of which answers; what
/// it needs typed it asks through `prompt`, the answer coming back as an input. It knows
/// no view, console or LineUI type.
@MainActor
final class LoginViewModel {
  // MARK: Outputs

  let screen = Observable(Screen(title: "", rememberMe: "", hint: ""))
  /// A line saying what happened: a greeting, the new "Remember me" line, "Logged out.".
  let message = Observable("")
  /// Why nothing changed.
  let errorMessage = Observable("")
  /// What to ask the user for next.
  let prompt = Observable(Prompt.username(""))
  /// The user is in, with this session: the app goes on to the player list.
  let loggedIn = Observable<AuthSession?>(nil)

  private let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore
  private let backendLabel: String
  private var preferences = LoginPreferences()
  /// The username offered at `login`: the one remembered when the screen last appeared.
  private(set) var offeredUsername: String?
  /// What the prompt last shown asks for, until it is answered.
  var step: Step?

  init(
    authService: any AuthService, preferencesService: any LoginPreferencesService,
    savedSessions: any SavedSessionStore, backendLabel: String
  ) {
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
    self.backendLabel = backendLabel
  }

  private var rememberMeText: String { "Remember me: \(preferences.rememberMe ? "on" : "off")" }

  // MARK: Inputs

  /// The screen appeared: the preferences are read again and the screen shown.
  func didAppear() async {
    preferences = (try? await preferencesService.loadLoginPreferences()) ?? LoginPreferences()
    offeredUsername = preferences.rememberedUsername
    screen.value = Screen(
      title: "Football Gather: log in (\(backendLabel))", rememberMe: rememberMeText,
      hint: "Commands: login [USERNAME], register, remember on|off, help, quit")
  }

  func didEnter(_ command: Command) async {
    switch command {
    case .login(let username) where username.isEmpty:
      ask(.username(offeredUsername.map { "Username [\($0)]: " } ?? "Username: "), for: .login)
    case .login(let username): ask(.password("Password: "), for: .password(username))
    case .register(let username) where username.isEmpty:
      ask(.username("Username: "), for: .newUsername)
    case .register(let username): await checkNewUsername(username)
    case .remember(let rememberMe): await setRememberMe(rememberMe)
    }
  }

  /// The app starts: logs in with the session kept from an earlier run, if there is one.
  func didAskToRestoreSession() async {
    guard let session = await savedSessions.restoredSession() else { return }
    let username = session.user.username
    enter(session, greeting: "Logged in as \(username) (saved session; type logout to end it).")
  }

  /// The user logged out of `session` on a later screen.
  func didLogOut(_ session: AuthSession) async {
    try? await authService.logOut(session)
    message.value = "Logged out."
  }

  func logIn(username: String, password: String) async {
    do {
      let credentials = try LoginForm(username: username, password: password).validated()
      let session = try await authService.logIn(credentials)
      try await remember(credentials.username)
      enter(session, greeting: "Welcome back, \(session.user.username)!")
    } catch {
      errorMessage.value = error.message
    }
  }

  /// Keeps the username for next time, as "Remember me" says.
  func remember(_ username: String) async throws(FootballGatherError) {
    try await preferencesService.saveLoginPreferences(
      LoginPreferences(
        rememberMe: preferences.rememberMe,
        rememberedUsername: preferences.rememberMe ? username : nil))
  }

  /// The user is in: greeted, then on to the player list.
  func enter(_ session: AuthSession, greeting: String) {
    preferences.rememberedUsername = preferences.rememberMe ? session.user.username : nil
    message.value = greeting
    loggedIn.value = session
  }

  private func setRememberMe(_ rememberMe: Bool) async {
    do {
      var stored = try await preferencesService.loadLoginPreferences()
      stored.rememberMe = rememberMe
      if !rememberMe { stored.rememberedUsername = nil }
      try await preferencesService.saveLoginPreferences(stored)
      preferences.rememberMe = rememberMe
      if !rememberMe { preferences.rememberedUsername = nil }
      message.value = rememberMeText
    } catch {
      errorMessage.value = error.message
    }
  }

  /// The username of a new account is checked before the passwords are asked for, so they
  /// are never typed in vain.
  func checkNewUsername(_ typed: String) async {
    do {
      let username = try LoginForm.validatedUsername(typed)
      guard try await authService.isUsernameAvailable(username) else {
        errorMessage.value = FootballGatherError.usernameTaken(username).message
        return
      }
      askNewPassword(for: username)
    } catch {
      errorMessage.value = error.message
    }
  }

  func register(username: String, password: String, repeated: String) async {
    let form = LoginForm(username: username, password: password, repeatedPassword: repeated)
    if let problem = form.passwordProblem {
      errorMessage.value = "\(problem.error.message); type register to try again"
      return
    }
    do {
      let credentials = try form.validated()
      _ = try await authService.register(credentials)
      let session = try await authService.logIn(credentials)
      try await remember(credentials.username)
      enter(session, greeting: "Registered \(session.user.username). Welcome!")
    } catch {
      errorMessage.value = error.message
    }
  }
}
