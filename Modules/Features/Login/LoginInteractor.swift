import Domain

/// The Login use cases: log in, register, remember the username, take up a kept session
/// and end one.
struct LoginInteractor: LoginInteracting {
  private let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore

  init(
    authService: any AuthService, preferencesService: any LoginPreferencesService,
    savedSessions: any SavedSessionStore
  ) {
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
  }

  func restoredSession() async -> AuthSession? {
    await savedSessions.restoredSession()
  }

  /// Ends the session; a server that cannot be reached forgets the local token anyway.
  func logOut(_ session: AuthSession) async {
    try? await authService.logOut(session)
  }

  func loadPreferences() async -> LoginPreferences {
    (try? await preferencesService.loadLoginPreferences()) ?? LoginPreferences()
  }

  func logIn(_ form: LoginForm, rememberMe: Bool) async throws(FootballGatherError) -> AuthSession {
    let credentials = try form.validated()
    let session = try await authService.logIn(credentials)
    try await remember(credentials.username, rememberMe: rememberMe)
    return session
  }

  func checkUsernameIsFree(_ username: String) async throws(FootballGatherError) {
    guard try await authService.isUsernameAvailable(username) else {
      throw .usernameTaken(username)
    }
  }

  func register(_ form: LoginForm, rememberMe: Bool) async throws(FootballGatherError)
    -> AuthSession
  {
    let credentials = try form.validated()
    _ = try await authService.register(credentials)
    return try await logIn(form, rememberMe: rememberMe)
  }

  func setRememberMe(_ rememberMe: Bool) async throws(FootballGatherError) {
    var preferences = try await preferencesService.loadLoginPreferences()
    preferences.rememberMe = rememberMe
    if !rememberMe { preferences.rememberedUsername = nil }
    try await preferencesService.saveLoginPreferences(preferences)
  }

  private func remember(_ username: String, rememberMe: Bool) async throws(FootballGatherError) {
    try await preferencesService.saveLoginPreferences(
      LoginPreferences(rememberMe: rememberMe, rememberedUsername: rememberMe ? username : nil))
  }
}
