import Domain

/// What the interactor hands its results to.
@MainActor
protocol LoginPresentationLogic: AnyObject {
  func presentCredentials(response: LoginModels.LoadCredentials.Response)
  func presentAuthentication(response: LoginModels.Authenticate.Response) async
  func presentRegistration(response: LoginModels.Register.Response) async
  func presentRememberMe(response: LoginModels.RememberMe.Response)
  func presentLogOut(response: LoginModels.LogOut.Response)
}

/// The login scene's business logic in VIP: takes the view's requests, runs them over the
/// services and hands each result to the presenter. It never answers the view directly.
@MainActor
final class LoginInteractor: LoginBusinessLogic, LoginSceneInput {
  private let presenter: any LoginPresentationLogic
  private let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore
  private var preferences = LoginPreferences()
  /// The username and password of a registration under way.
  private var registration: (username: String, password: String?)?

  init(
    presenter: any LoginPresentationLogic, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore
  ) {
    self.presenter = presenter
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
  }

  func loadCredentials(request: LoginModels.LoadCredentials.Request) async {
    preferences = (try? await preferencesService.loadLoginPreferences()) ?? LoginPreferences()
    presenter.presentCredentials(response: .init(preferences: preferences))
  }

  func login(request: LoginModels.Authenticate.Request) async {
    do {
      let form = LoginForm(username: request.username, password: request.password)
      let credentials = try form.validated()
      await enter(.loggedIn(try await logIn(credentials)))
    } catch {
      await presenter.presentAuthentication(response: .failed(error))
    }
  }

  func checkUsername(request: LoginModels.CheckUsername.Request) async {
    do throws(FootballGatherError) {
      let username = try LoginForm.validatedUsername(request.username)
      guard try await authService.isUsernameAvailable(username) else {
        throw .usernameTaken(username)
      }
      registration = (username, nil)
      await presenter.presentRegistration(response: .usernameAccepted(username))
    } catch {
      await presenter.presentRegistration(response: .refused(error))
    }
  }

  func checkPassword(request: LoginModels.CheckPassword.Request) async {
    guard let username = registration?.username else { return }
    guard LoginForm.newPasswordProblem(request.password) == nil else {
      return await presenter.presentRegistration(response: .passwordTooShort(username))
    }
    registration = (username, request.password)
    await presenter.presentRegistration(response: .passwordAccepted(username))
  }

  func register(request: LoginModels.Register.Request) async {
    guard let (username, password) = registration, let password else { return }
    registration = nil
    let form = LoginForm(username: username, password: password, repeatedPassword: request.repeated)
    if let problem = form.passwordProblem {
      return await presenter.presentRegistration(response: .passwordRefused(problem))
    }
    do {
      let credentials = try form.validated()
      _ = try await authService.register(credentials)
      await enter(.registered(try await logIn(credentials)))
    } catch {
      await presenter.presentAuthentication(response: .failed(error))
    }
  }

  func cancelRegistration(request: LoginModels.CancelRegistration.Request) {
    registration = nil
  }

  func setRememberMe(request: LoginModels.RememberMe.Request) async {
    do {
      var stored = try await preferencesService.loadLoginPreferences()
      stored.rememberMe = request.isOn
      if !request.isOn { stored.rememberedUsername = nil }
      try await preferencesService.saveLoginPreferences(stored)
      preferences.rememberMe = request.isOn
      if !request.isOn { preferences.rememberedUsername = nil }
      presenter.presentRememberMe(response: .changed(request.isOn))
    } catch {
      presenter.presentRememberMe(response: .failed(error))
    }
  }

  /// The app's question (`LoginSceneInput`), not a user's request: it reaches no view.
  func restoreSavedSession() async -> Bool {
    guard let kept = await savedSessions.restoredSession() else { return false }
    await enter(.restored(kept))
    return true
  }

  func logOut(request: LoginModels.LogOut.Request) async {
    try? await authService.logOut(request.session)
    presenter.presentLogOut(response: .init())
  }

  func logOut(_ session: AuthSession) async {
    await logOut(request: .init(session: session))
  }

  private func logIn(_ credentials: Credentials) async throws(FootballGatherError) -> AuthSession {
    let session = try await authService.logIn(credentials)
    try await preferencesService.saveLoginPreferences(
      LoginPreferences(
        rememberMe: preferences.rememberMe,
        rememberedUsername: preferences.rememberMe ? credentials.username : nil))
    return session
  }

  private func enter(_ response: LoginModels.Authenticate.Response) async {
    await presenter.presentAuthentication(response: response)
  }
}
