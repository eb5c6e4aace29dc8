import Domain

extension LoginPresenter {
  /// `register`: checks the username, has the view ask for the password twice, creates
  /// the account and logs in.
  func performRegister(username typed: String) async {
    let username: String
    do throws(FootballGatherError) {
      username = try LoginForm.validatedUsername(typed)
      // Checked before the passwords are asked for, so they are never typed in vain.
      guard try await authService.isUsernameAvailable(username) else {
        throw .usernameTaken(username)
      }
    } catch {
      return view.handleError(error.message)
    }
    let minimum = LoginForm.minimumNewPasswordLength
    let prompt = "Password (at least \(minimum) characters): "
    var password: String
    repeat {  // a password too short is asked for again, the username kept
      guard let typed = await askPassword(prompt, registering: username) else { return }
      password = typed
      if let problem = LoginForm.newPasswordProblem(password) {
        view.handleError("\(problem.error.message); type a longer one")
      }
    } while LoginForm.newPasswordProblem(password) != nil
    guard let repeated = await askPassword("Repeat password: ", registering: username)
    else { return }
    let form = LoginForm(username: username, password: password, repeatedPassword: repeated)
    if let problem = form.passwordProblem { return view.handleError(registerAgain(problem)) }
    do {
      let credentials = try form.validated()
      _ = try await authService.register(credentials)
      let session = try await authService.logIn(credentials)
      try await remember(credentials.username)
      await enter(session, greeting: "Registered \(session.user.username). Welcome!")
    } catch {
      view.handleError(error.message)
    }
  }

  private func registerAgain(_ problem: LoginForm.PasswordProblem) -> String {
    "\(problem.error.message); type register to try again"
  }

  /// A password for the account being registered; `nil` at the end of input or when the
  /// user interrupts (Ctrl-C) and says yes to discarding the registration.
  private func askPassword(_ prompt: String, registering username: String) async -> String? {
    while true {
      switch await view.askSecret(prompt) {
      case .typed(let password): return password
      case .endOfInput: return nil
      case .interrupted:
        guard await view.askToDiscard("Discard the registration of '\(username)'?") else {
          continue
        }
        view.showMessage("No account was created.")
        return nil
      }
    }
  }
}
