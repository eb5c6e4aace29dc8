import Domain

/// What the presenter shows through: the view controller.
@MainActor
protocol LoginDisplayLogic: AnyObject {
  func displayCredentials(viewModel: LoginModels.LoadCredentials.ViewModel)
  func displayAuthentication(viewModel: LoginModels.Authenticate.ViewModel) async
  func displayRegistration(viewModel: LoginModels.Register.ViewModel) async
  func displayRememberMe(viewModel: LoginModels.RememberMe.ViewModel)
  func displayLogOut(viewModel: LoginModels.LogOut.ViewModel)
}

/// The login scene's presentation logic in VIP: turns each response of the interactor
/// into a view model of plain strings and hands it to the view.
@MainActor
final class LoginPresenter: LoginPresentationLogic {
  private weak var view: (any LoginDisplayLogic)?
  private let backendLabel: String

  init(view: any LoginDisplayLogic, backendLabel: String) {
    self.view = view
    self.backendLabel = backendLabel
  }

  func presentCredentials(response: LoginModels.LoadCredentials.Response) {
    view?.displayCredentials(
      viewModel: .init(
        title: "Football Gather: log in (\(backendLabel))",
        rememberMe: rememberMeLine(response.preferences.rememberMe),
        hint: "Commands: login [USERNAME], register, remember on|off, help, quit",
        usernameText: response.preferences.rememberedUsername))
  }

  func presentAuthentication(response: LoginModels.Authenticate.Response) async {
    let viewModel: LoginModels.Authenticate.ViewModel =
      switch response {
      case .loggedIn(let session):
        .init(message: "Welcome back, \(session.user.username)!", session: session)
      case .registered(let session):
        .init(message: "Registered \(session.user.username). Welcome!", session: session)
      case .restored(let session):
        .init(
          message:
            "Logged in as \(session.user.username) (saved session; type logout to end it).",
          session: session)
      case .failed(let error): .init(errorMessage: error.message)
      }
    await view?.displayAuthentication(viewModel: viewModel)
  }

  func presentRegistration(response: LoginModels.Register.Response) async {
    let viewModel: LoginModels.Register.ViewModel =
      switch response {
      case .usernameAccepted(let username):
        .askPassword(prompt: Self.passwordPrompt, username: username)
      case .passwordTooShort(let username):
        .askPasswordAgain(
          error: "\(LoginForm.PasswordProblem.tooShort.error.message); type a longer one",
          prompt: Self.passwordPrompt, username: username)
      case .passwordAccepted(let username):
        .askRepeat(prompt: "Repeat password: ", username: username)
      case .refused(let error): .error(error.message)
      case .passwordRefused(let problem):
        .error("\(problem.error.message); type register to try again")
      }
    await view?.displayRegistration(viewModel: viewModel)
  }

  func presentRememberMe(response: LoginModels.RememberMe.Response) {
    switch response {
    case .changed(let isOn):
      view?.displayRememberMe(viewModel: .init(message: rememberMeLine(isOn)))
    case .failed(let error): view?.displayRememberMe(viewModel: .init(errorMessage: error.message))
    }
  }

  func presentLogOut(response: LoginModels.LogOut.Response) {
    view?.displayLogOut(viewModel: .init(message: "Logged out."))
  }

  private static var passwordPrompt: String {
    "Password (at least \(LoginForm.minimumNewPasswordLength) characters): "
  }

  private func rememberMeLine(_ isOn: Bool) -> String {
    "Remember me: \(isOn ? "on" : "off")"
  }
}
