import Domain
import TestDoubles

@testable import VIPLogin

/// Records the responses the interactor hands over. Strict.
@MainActor
final class SpyLoginPresenter: LoginPresenterProtocol, StrictDouble {
  enum Method: Hashable, Sendable {
    case presentCredentials, presentAuthentication, presentRegistration, presentRememberMe
    case presentLogOut
  }

  let expected = ExpectedCalls<Method>(of: "SpyLoginPresenter")
  private(set) var credentials: [LoginPreferences] = []
  private(set) var authentications: [LoginModels.Authenticate.Response] = []
  private(set) var registrations: [LoginModels.Register.Response] = []
  private(set) var rememberMe: [LoginModels.RememberMe.Response] = []

  func presentCredentials(response: LoginModels.LoadCredentials.Response) {
    expected.check(.presentCredentials)
    credentials.append(response.preferences)
  }
  func presentAuthentication(response: LoginModels.Authenticate.Response) async {
    expected.check(.presentAuthentication)
    authentications.append(response)
  }
  func presentRegistration(response: LoginModels.Register.Response) async {
    expected.check(.presentRegistration)
    registrations.append(response)
  }
  func presentRememberMe(response: LoginModels.RememberMe.Response) {
    expected.check(.presentRememberMe)
    rememberMe.append(response)
  }
  func presentLogOut(response: LoginModels.LogOut.Response) {
    expected.check(.presentLogOut)
  }
}

/// Records the view models the presenter hands over. Strict.
@MainActor
final class SpyLoginView: LoginViewProtocol, StrictDouble {
  enum Method: Hashable, Sendable {
    case displayCredentials, displayAuthentication, displayRegistration, displayRememberMe
    case displayLogOut
  }

  let expected = ExpectedCalls<Method>(of: "SpyLoginView")
  private(set) var credentials: [LoginModels.LoadCredentials.ViewModel] = []
  private(set) var authentications: [LoginModels.Authenticate.ViewModel] = []
  private(set) var registrations: [LoginModels.Register.ViewModel] = []
  private(set) var rememberMe: [LoginModels.RememberMe.ViewModel] = []

  func displayCredentials(viewModel: LoginModels.LoadCredentials.ViewModel) {
    expected.check(.displayCredentials)
    credentials.append(viewModel)
  }
  func displayAuthentication(viewModel: LoginModels.Authenticate.ViewModel) async {
    expected.check(.displayAuthentication)
    authentications.append(viewModel)
  }
  func displayRegistration(viewModel: LoginModels.Register.ViewModel) async {
    expected.check(.displayRegistration)
    registrations.append(viewModel)
  }
  func displayRememberMe(viewModel: LoginModels.RememberMe.ViewModel) {
    expected.check(.displayRememberMe)
    rememberMe.append(viewModel)
  }
  func displayLogOut(viewModel: LoginModels.LogOut.ViewModel) {
    expected.check(.displayLogOut)
  }
}
