import Domain
import LineUI

extension LoginViewController {
  func displayAuthentication(viewModel: LoginModels.Authenticate.ViewModel) async {
    if let error = viewModel.errorMessage { return console.error(error) }
    if let message = viewModel.message { console.line(message) }
    if let session = viewModel.session { await router.showPlayerList(for: session) }
  }

  /// The next step of `register`: ask for the password, then for it again; each answer
  /// goes back to the interactor as a request.
  func displayRegistration(viewModel: LoginModels.Register.ViewModel) async {
    switch viewModel {
    case .error(let message):
      console.error(message)
    case .askPassword(let prompt, let username):
      guard let password = await askPassword(prompt, registering: username) else {
        currentInteractor?.cancelRegistration(request: .init())
        return
      }
      await currentInteractor?.checkPassword(request: .init(password: password))
    case .askPasswordAgain(let error, let prompt, let username):
      console.error(error)
      await displayRegistration(viewModel: .askPassword(prompt: prompt, username: username))
    case .askRepeat(let prompt, let username):
      guard let repeated = await askPassword(prompt, registering: username) else {
        currentInteractor?.cancelRegistration(request: .init())
        return
      }
      await currentInteractor?.register(request: .init(repeated: repeated))
    }
  }

  func displayRememberMe(viewModel: LoginModels.RememberMe.ViewModel) {
    if let error = viewModel.errorMessage { return console.error(error) }
    if let message = viewModel.message { console.line(message) }
  }

  func displayLogOut(viewModel: LoginModels.LogOut.ViewModel) {
    console.line(viewModel.message)
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
