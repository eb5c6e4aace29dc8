import BehaviourCatalogue
import Domain
import Foundation
import Testing

@testable import VIPLogin

/// VIP's presenter tests: a response in, the view model the view gets out.
@MainActor
struct LoginPresenterTests {
  let view = SpyLoginDisplay()

  var presenter: LoginPresenter { LoginPresenter(view: view, backendLabel: "test") }

  @Test(.tags(.loginSaysWhatToType)) func credentialsBecomeTheScreensLines() {
    view.expect(.displayCredentials)
    presenter.presentCredentials(
      response: .init(preferences: LoginPreferences(rememberMe: false, rememberedUsername: nil)))
    #expect(
      view.credentials == [
        .init(
          title: "Football Gather: log in (test)", rememberMe: "Remember me: off",
          hint: "Commands: login [USERNAME], register, remember on|off, help, quit",
          usernameText: nil)
      ])
  }

  @Test(.tags(.loginRightPasswordHandsOver, .loginWrongPasswordStays))
  func aSessionBecomesAGreetingWithTheSessionForTheRouter() async {
    view.expect(.displayAuthentication)
    let session = AuthSession(user: User(id: UUID(), username: "alice"))
    let presenter = self.presenter
    await presenter.presentAuthentication(response: .loggedIn(session))
    await presenter.presentAuthentication(response: .failed(.invalidCredentials))
    #expect(
      view.authentications == [
        .init(message: "Welcome back, alice!", session: session),
        .init(errorMessage: "wrong username or password"),
      ])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func aRefusedPasswordSaysHowToStartAgain() async {
    view.expect(.displayRegistration)
    await presenter.presentRegistration(response: .passwordRefused(.repeatDiffers))
    #expect(
      view.registrations == [.error("the passwords do not match; type register to try again")])
  }
}
