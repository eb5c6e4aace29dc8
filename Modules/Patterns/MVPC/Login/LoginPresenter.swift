import Domain

/// What the presenter tells the view to do.
@MainActor
protocol LoginViewProtocol: AnyObject {
  func setupView(title: String, rememberMe: String, hint: String, rememberedUsername: String?)
  func showMessage(_ message: String)
  func handleError(_ message: String)
  func askSecret(_ prompt: String) async -> SecretReply
  func askToDiscard(_ question: String) async -> Bool
  /// The user is in: the view tells its delegate, which moves on to the player list.
  func handleLoginSuccessful(_ session: AuthSession) async
}

/// The login screen's logic in MVP-C (as in MVP): takes the view's events, talks to the services and
/// tells the view, through `LoginViewProtocol`, exactly what to show.
@MainActor
final class LoginPresenter: LoginPresenterProtocol {
  let view: any LoginViewProtocol
  let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore
  private let backendLabel: String
  private(set) var preferences = LoginPreferences()

  init(
    view: any LoginViewProtocol, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore,
    backendLabel: String
  ) {
    self.view = view
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
    self.backendLabel = backendLabel
  }

  func viewDidAppear() async {
    preferences = (try? await preferencesService.loadLoginPreferences()) ?? LoginPreferences()
    view.setupView(
      title: "Football Gather: log in (\(backendLabel))", rememberMe: rememberMeLine,
      hint: "Commands: login [USERNAME], register, remember on|off, help, quit",
      rememberedUsername: preferences.rememberedUsername)
  }

  func performLogin(username: String, password: String) async {
    do {
      let credentials = try LoginForm(username: username, password: password).validated()
      let session = try await authService.logIn(credentials)
      try await remember(credentials.username)
      await enter(session, greeting: "Welcome back, \(session.user.username)!")
    } catch {
      view.handleError(error.message)
    }
  }

  func setRememberMe(_ rememberMe: Bool) async {
    do {
      var stored = try await preferencesService.loadLoginPreferences()
      stored.rememberMe = rememberMe
      if !rememberMe { stored.rememberedUsername = nil }
      try await preferencesService.saveLoginPreferences(stored)
      preferences.rememberMe = rememberMe
      if !rememberMe { preferences.rememberedUsername = nil }
      view.showMessage(rememberMeLine)
    } catch {
      view.handleError(error.message)
    }
  }

  func restoreSavedSession() async -> Bool {
    guard let session = await savedSessions.restoredSession() else { return false }
    let username = session.user.username
    await enter(
      session, greeting: "Logged in as \(username) (saved session; type logout to end it).")
    return true
  }

  func logOut(_ session: AuthSession) async {
    try? await authService.logOut(session)
    view.showMessage("Logged out.")
  }

  /// Keeps the username for next time, or forgets it, as "remember me" says.
  func remember(_ username: String) async throws(FootballGatherError) {
    try await preferencesService.saveLoginPreferences(
      LoginPreferences(
        rememberMe: preferences.rememberMe,
        rememberedUsername: preferences.rememberMe ? username : nil))
  }

  func enter(_ session: AuthSession, greeting: String) async {
    preferences.rememberedUsername = preferences.rememberMe ? session.user.username : nil
    view.showMessage(greeting)
    await view.handleLoginSuccessful(session)
  }

  private var rememberMeLine: String {
    "Remember me: \(preferences.rememberMe ? "on" : "off")"
  }
}
