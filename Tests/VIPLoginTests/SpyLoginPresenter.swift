import Domain
import TestDoubles

@testable import VIPLogin

/// Records the responses the interactor hands over. Strict.
@MainActor
final class SpyLoginPresenter: LoginPresentationLogic, StrictDouble {
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
    record(.presentCredentials, response.preferences, in: &credentials)
  }
  func presentAuthentication(response: LoginModels.Authenticate.Response) async {
    record(.presentAuthentication, response, in: &authentications)
  }
  func presentRegistration(response: LoginModels.Register.Response) async {
    record(.presentRegistration, response, in: &registrations)
  }
  func presentRememberMe(response: LoginModels.RememberMe.Response) {
    record(.presentRememberMe, response, in: &rememberMe)
  }
  func presentLogOut(response: LoginModels.LogOut.Response) { expected.check(.presentLogOut) }
}

/// Records the view models the presenter hands over. Strict.
@MainActor
final class SpyLoginDisplay: LoginDisplayLogic, StrictDouble {
  enum Method: Hashable, Sendable {
    case displayCredentials, displayAuthentication, displayRegistration, displayRememberMe
    case displayLogOut
  }

  let expected = ExpectedCalls<Method>(of: "SpyLoginDisplay")
  private(set) var credentials: [LoginModels.LoadCredentials.ViewModel] = []
  private(set) var authentications: [LoginModels.Authenticate.ViewModel] = []
  private(set) var registrations: [LoginModels.Register.ViewModel] = []
  private(set) var rememberMe: [LoginModels.RememberMe.ViewModel] = []

  func displayCredentials(viewModel: LoginModels.LoadCredentials.ViewModel) {
    record(.displayCredentials, viewModel, in: &credentials)
  }
  func displayAuthentication(viewModel: LoginModels.Authenticate.ViewModel) async {
    record(.displayAuthentication, viewModel, in: &authentications)
  }
  func displayRegistration(viewModel: LoginModels.Register.ViewModel) async {
    record(.displayRegistration, viewModel, in: &registrations)
  }
  func displayRememberMe(viewModel: LoginModels.RememberMe.ViewModel) {
    record(.displayRememberMe, viewModel, in: &rememberMe)
  }
  func displayLogOut(viewModel: LoginModels.LogOut.ViewModel) { expected.check(.displayLogOut) }
}
