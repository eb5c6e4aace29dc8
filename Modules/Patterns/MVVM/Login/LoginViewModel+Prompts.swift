import Domain

/// The answers to what the view model asked for (`prompt`): the username and password of a
/// login, and a registration step by step (a password too short is asked for again, the
/// username kept; Ctrl-C on a password asks whether to discard the registration).
extension LoginViewModel {
  /// What an answer is for.
  enum Step: Equatable {
    /// The username of a login (empty: the one offered).
    case login
    /// The password of a login as `username`.
    case password(String)
    /// The username of a new account.
    case newUsername
    /// The new account's password, then that password repeated.
    case newPassword(username: String)
    case repeatedPassword(username: String, password: String)
    /// Whether to discard the registration of `username`; a no goes back to `then`.
    indirect case discarding(username: String, then: Step, prompt: Prompt)
  }

  /// Asks for `prompt`; its answer is for `step`.
  func ask(_ prompt: Prompt, for step: Step) {
    self.step = step
    self.prompt.value = prompt
  }

  /// The user typed `answer` at the prompt.
  func didType(_ answer: String) async {
    let step = self.step
    self.step = nil
    switch step {
    case .login:
      let username = answer.isEmpty ? (offeredUsername ?? "") : answer
      if username.isEmpty { return await logIn(username: "", password: "") }
      ask(.password("Password: "), for: .password(username))
    case .password(let username): await logIn(username: username, password: answer)
    case .newUsername: await checkNewUsername(answer)
    case .newPassword(let username):
      if let problem = LoginForm.newPasswordProblem(answer) {
        errorMessage.value = "\(problem.error.message); type a longer one"
        return askNewPassword(for: username)
      }
      ask(
        .newPassword("Repeat password: "),
        for: .repeatedPassword(username: username, password: answer))
    case .repeatedPassword(let username, let password):
      await register(username: username, password: password, repeated: answer)
    case .discarding, nil: break
    }
  }

  /// The input ended at the prompt (or Ctrl-C on a username): nothing happens.
  func didCancel() {
    step = nil
  }

  /// Ctrl-C on a new password: asks whether to discard the registration.
  func didInterrupt() {
    switch step {
    case .newPassword(let username)?:
      askToDiscard(
        username, then: .newPassword(username: username), prompt: .newPassword(passwordPrompt))
    case .repeatedPassword(let username, let password)?:
      askToDiscard(
        username, then: .repeatedPassword(username: username, password: password),
        prompt: .newPassword("Repeat password: "))
    default: didCancel()
    }
  }

  /// The answer to the discard question: a yes ends the registration, a no asks again.
  func didConfirm(_ discarding: Bool) {
    guard case .discarding(_, let then, let prompt) = step else { return }
    if discarding {
      step = nil
      message.value = "No account was created."
      return
    }
    ask(prompt, for: then)
  }

  private var passwordPrompt: String {
    "Password (at least \(LoginForm.minimumNewPasswordLength) characters): "
  }

  private func askToDiscard(_ username: String, then: Step, prompt: Prompt) {
    ask(
      .discard("Discard the registration of '\(username)'?"),
      for: .discarding(username: username, then: then, prompt: prompt))
  }

  func askNewPassword(for username: String) {
    ask(.newPassword(passwordPrompt), for: .newPassword(username: username))
  }
}
