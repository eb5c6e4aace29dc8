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
  private(set) var authentications: [Login.Authenticate.Response] = []
  private(set) var registrations: [Login.Register.Response] = []
  private(set) var rememberMe: [Login.RememberMe.Response] = []

  func presentCredentials(response: Login.LoadCredentials.Response) {
    expected.check(.presentCredentials)
    credentials.append(response.preferences)
  }
  func presentAuthentication(response: Login.Authenticate.Response) async {
    expected.check(.presentAuthentication)
    authentications.append(response)
  }
  func presentRegistration(response: Login.Register.Response) async {
    expected.check(.presentRegistration)
    registrations.append(response)
  }
  func presentRememberMe(response: Login.RememberMe.Response) {
    expected.check(.presentRememberMe)
    rememberMe.append(response)
  }
  func presentLogOut(response: Login.LogOut.Response) {
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
  private(set) var credentials: [Login.LoadCredentials.ViewModel] = []
  private(set) var authentications: [Login.Authenticate.ViewModel] = []
  private(set) var registrations: [Login.Register.ViewModel] = []
  private(set) var rememberMe: [Login.RememberMe.ViewModel] = []

  func displayCredentials(viewModel: Login.LoadCredentials.ViewModel) {
    expected.check(.displayCredentials)
    credentials.append(viewModel)
  }
  func displayAuthentication(viewModel: Login.Authenticate.ViewModel) async {
    expected.check(.displayAuthentication)
    authentications.append(viewModel)
  }
  func displayRegistration(viewModel: Login.Register.ViewModel) async {
    expected.check(.displayRegistration)
    registrations.append(viewModel)
  }
  func displayRememberMe(viewModel: Login.RememberMe.ViewModel) {
    expected.check(.displayRememberMe)
    rememberMe.append(viewModel)
  }
  func displayLogOut(viewModel: Login.LogOut.ViewModel) {
    expected.check(.displayLogOut)
  }
}
