import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import VIPLogin

/// VIP's interactor tests: a request in, the response the presenter gets out.
@MainActor
struct LoginInteractorTests {
  let presenter = SpyLoginPresenter()
  let auth = FakeAuthService(
    accounts: [Credentials(username: "alice", password: "pw")],
    preferences: LoginPreferences(rememberMe: true, rememberedUsername: "alice"))

  var interactor: LoginInteractor {
    LoginInteractor(
      presenter: presenter, authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession())
  }

  @Test(.tags(.loginRemembersTheUsername))
  func loadingCredentialsHandsThePreferencesToThePresenter() async {
    presenter.expect(.presentCredentials)
    await interactor.loadCredentials(request: .init())
    #expect(
      presenter.credentials == [LoginPreferences(rememberMe: true, rememberedUsername: "alice")])
  }

  @Test(.tags(.loginRightPasswordHandsOver, .loginWrongPasswordStays))
  func aLoginRequestAnswersTheSessionOrTheError() async {
    presenter.expect(.presentAuthentication)
    let interactor = self.interactor
    await interactor.login(request: .init(username: "alice", password: "nope"))
    await interactor.login(request: .init(username: "alice", password: "pw"))
    guard presenter.authentications.count == 2,
      case .failed(let error) = presenter.authentications[0],
      case .loggedIn(let session) = presenter.authentications[1]
    else {
      Issue.record("unexpected responses: \(presenter.authentications)")
      return
    }
    #expect(error == .invalidCredentials)
    #expect(session.user.username == "alice")
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func registrationRunsInThreeRequests() async {
    presenter.expect(.presentRegistration, .presentAuthentication)
    let interactor = self.interactor
    await interactor.checkUsername(request: .init(username: "bob"))
    await interactor.checkPassword(request: .init(password: "password1"))
    await interactor.register(request: .init(repeated: "password1"))
    guard case .usernameAccepted("bob") = presenter.registrations.first,
      case .passwordAccepted("bob") = presenter.registrations.last,
      case .registered = presenter.authentications.first
    else {
      Issue.record("unexpected responses: \(presenter.registrations)")
      return
    }
    #expect(auth.usernames == ["alice", "bob"])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aShortPasswordIsAskedForAgainKeepingTheUsername() async {
    presenter.expect(.presentRegistration, .presentAuthentication)
    let interactor = self.interactor
    await interactor.checkUsername(request: .init(username: "bob"))
    await interactor.checkPassword(request: .init(password: "short"))
    await interactor.checkPassword(request: .init(password: "password1"))
    await interactor.register(request: .init(repeated: "password1"))
    guard presenter.registrations.count == 3,
      case .passwordTooShort("bob") = presenter.registrations[1],
      case .passwordAccepted("bob") = presenter.registrations[2]
    else {
      Issue.record("unexpected responses: \(presenter.registrations)")
      return
    }
    #expect(auth.usernames == ["alice", "bob"])
  }
}
