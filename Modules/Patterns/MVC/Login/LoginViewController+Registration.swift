import Domain
import LineUI

extension LoginViewController {
  /// `register`: checks the username, asks for the password twice, creates the account
  /// and logs in. A refused password says what is wrong and how to start again.
  func register(_ typed: String) async {
    let username: String
    do throws(FootballGatherError) {
      username = try LoginForm.validatedUsername(typed)
      // Checked before the passwords are asked for, so they are never typed in vain.
      guard try await authService.isUsernameAvailable(username) else {
        throw .usernameTaken(username)
      }
    } catch {
      return console.error(error.message)
    }
    let minimum = LoginForm.minimumNewPasswordLength
    let prompt = "Password (at least \(minimum) characters): "
    var password: String
    repeat {  // a password too short is asked for again, the username kept
      guard let typed = await askPassword(prompt, registering: username) else { return }
      password = typed
      if let problem = LoginForm.newPasswordProblem(password) {
        console.error("\(problem.error.message); type a longer one")
      }
    } while LoginForm.newPasswordProblem(password) != nil
    guard let repeated = await askPassword("Repeat password: ", registering: username)
    else { return }
    let form = LoginForm(username: username, password: password, repeatedPassword: repeated)
    if let problem = form.passwordProblem {
      return console.error(registerAgain(problem))
    }
    do {
      let credentials = try form.validated()
      _ = try await authService.register(credentials)
      let session = try await authService.logIn(credentials)
      try await remember(credentials.username)
      await enter(session, greeting: "Registered \(session.user.username). Welcome!")
    } catch {
      console.error(error.message)
    }
  }

  private func registerAgain(_ problem: LoginForm.PasswordProblem) -> String {
    "\(problem.error.message); type register to try again"
  }

  /// A password for the account being registered; `nil` at the end of input or when the
  /// user interrupts (Ctrl-C) and says yes to discarding the registration.
  private func askPassword(_ prompt: String, registering username: String) async -> String? {
    while true {
      switch await console.readSecret(prompt) {
      case .line(let password): return password
      case .endOfInput: return nil
      case .interrupted:
        guard await console.confirmDiscard("Discard the registration of '\(username)'?") else {
          continue
        }
        console.line("No account was created.")
        return nil
      }
    }
  }
}
