import Domain

/// What the presenter asks of the view.
@MainActor
protocol LoginDisplaying: AnyObject {
  func display(_ viewModel: LoginViewModel)
  func displayMessage(_ message: String)
  func displayError(_ message: String)
  /// Reads a password without echo.
  func askSecret(_ prompt: String) async -> SecretReply
  func askConfirmation(_ question: String) async -> Bool
  func askToDiscard(_ question: String) async -> Bool
}

/// The use cases the presenter runs.
protocol LoginInteracting: Sendable {
  func loadPreferences() async -> LoginPreferences
  func logIn(_ form: LoginForm, rememberMe: Bool) async throws(FootballGatherError) -> AuthSession
  /// Throws `.usernameTaken` when an account has the name, or why it cannot tell.
  func checkUsernameIsFree(_ username: String) async throws(FootballGatherError)
  func register(_ form: LoginForm, rememberMe: Bool) async throws(FootballGatherError)
    -> AuthSession
  func setRememberMe(_ rememberMe: Bool) async throws(FootballGatherError)
  /// A session kept from an earlier run, if any.
  func restoredSession() async -> AuthSession?
  func logOut(_ session: AuthSession) async
}

/// Reacts to the login screen's events: logs in, registers, toggles "remember me".
@MainActor
final class LoginPresenter: LoginPresenting, LoginInput {
  private let backendLabel: String
  private let view: any LoginDisplaying
  private let interactor: any LoginInteracting
  private weak var router: (any LoginRouter)?
  private var preferences = LoginPreferences()

  init(
    backendLabel: String, view: any LoginDisplaying, interactor: any LoginInteracting,
    router: any LoginRouter
  ) {
    self.backendLabel = backendLabel
    self.view = view
    self.interactor = interactor
    self.router = router
  }

  func viewDidAppear() async {
    preferences = await interactor.loadPreferences()
    view.display(makeViewModel())
  }

  func didSubmitLogin(username: String, password: String) async {
    let form = LoginForm(username: username, password: password)
    do {
      let session = try await interactor.logIn(form, rememberMe: preferences.rememberMe)
      await enter(session, greeting: "Welcome back, \(session.user.username)!")
    } catch {
      view.displayError(error.message)
    }
  }

  func didRequestRegistration(username typed: String) async {
    let username: String
    do {
      username = try LoginForm.validatedUsername(typed)
      // Checked before the passwords are asked for, so they are never typed in vain.
      try await interactor.checkUsernameIsFree(username)
    } catch {
      return view.displayError(error.message)
    }
    let minimum = LoginForm.minimumNewPasswordLength
    let prompt = "Password (at least \(minimum) characters): "
    var password: String
    repeat {  // a password too short is asked for again, the username kept
      guard let typed = await askPassword(prompt, registering: username) else { return }
      password = typed
      if let problem = LoginForm.newPasswordProblem(password) {
        view.displayError(Self.typeALongerOne(problem))
      }
    } while LoginForm.newPasswordProblem(password) != nil
    guard let repeated = await askPassword("Repeat password: ", registering: username)
    else { return }
    let form = LoginForm(username: username, password: password, repeatedPassword: repeated)
    if let problem = form.passwordProblem {
      return view.displayError(Self.registerAgain(problem))
    }
    do {
      let session = try await interactor.register(form, rememberMe: preferences.rememberMe)
      await enter(session, greeting: "Registered \(session.user.username). Welcome!")
    } catch {
      view.displayError(error.message)
    }
  }

  func didChangeRememberMe(_ rememberMe: Bool) async {
    do {
      try await interactor.setRememberMe(rememberMe)
      preferences.rememberMe = rememberMe
      if !rememberMe { preferences.rememberedUsername = nil }
      view.displayMessage(rememberMeLine)
    } catch {
      view.displayError(error.message)
    }
  }

  /// What is wrong with the new password, asked for again.
  private static func typeALongerOne(_ problem: LoginForm.PasswordProblem) -> String {
    "\(problem.error.message); type a longer one"
  }

  /// What is wrong with the new password, and the command that starts again.
  private static func registerAgain(_ problem: LoginForm.PasswordProblem) -> String {
    "\(problem.error.message); type register to try again"
  }

  /// A password for the account being registered; `nil` at the end of input or when the
  /// user interrupts (Ctrl-C) and says yes to discarding the registration (no asks again).
  private func askPassword(_ prompt: String, registering username: String) async -> String? {
    while true {
      switch await view.askSecret(prompt) {
      case .typed(let password): return password
      case .endOfInput: return nil
      case .interrupted:
        guard await view.askToDiscard("Discard the registration of '\(username)'?") else {
          continue
        }
        view.displayMessage("No account was created.")
        return nil
      }
    }
  }

  // MARK: LoginInput (the parent's requests)

  func restoreSavedSession() async -> Bool {
    guard let session = await interactor.restoredSession() else { return false }
    let username = session.user.username
    await enter(
      session, greeting: "Logged in as \(username) (saved session; type logout to end it).")
    return true
  }

  func logOut(_ session: AuthSession) async {
    await interactor.logOut(session)
    view.displayMessage("Logged out.")
  }

  private func enter(_ session: AuthSession, greeting: String) async {
    preferences.rememberedUsername = preferences.rememberMe ? session.user.username : nil
    view.displayMessage(greeting)
    await router?.enter(as: session)
  }

  private var rememberMeLine: String {
    "Remember me: \(preferences.rememberMe ? "on" : "off")"
  }

  private func makeViewModel() -> LoginViewModel {
    LoginViewModel(
      title: "Football Gather: log in (\(backendLabel))",
      rememberedUsername: preferences.rememberedUsername,
      rememberMeLine: rememberMeLine)
  }
}
