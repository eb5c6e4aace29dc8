import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import LoginFeature

struct LoginInteractorTests {
  let auth = FakeAuthService(accounts: [Credentials(username: "alice", password: "secret")])
  var interactor: LoginInteractor {
    LoginInteractor(
      authService: auth, preferencesService: auth, savedSessions: FixedSavedSession())
  }

  @Test(.tags(.loginRemembersTheUsername))
  func loggingInRemembersTheUsername() async throws {
    let session = try await interactor.logIn(
      LoginForm(username: "  alice ", password: "secret"), rememberMe: true)
    #expect(session.user.username == "alice")
    #expect(auth.preferences == LoginPreferences(rememberMe: true, rememberedUsername: "alice"))
  }

  @Test func withRememberMeOffNoUsernameIsKept() async throws {
    _ = try await interactor.logIn(
      LoginForm(username: "alice", password: "secret"), rememberMe: false)
    #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
  }

  @Test func aTakenUsernameIsFoundBeforeRegistering() async throws {
    await #expect(throws: FootballGatherError.usernameTaken("alice")) {
      try await interactor.checkUsernameIsFree("alice")
    }
    try await interactor.checkUsernameIsFree("bob")
    #expect(auth.usernames == ["alice"])
  }

  @Test(
    .tags(.loginRegisterChecksThenLogsIn),
    arguments: [
      (LoginForm(username: " ", password: "x"), "the username cannot be empty; type one"),
      (LoginForm(username: "bob", password: ""), "the password cannot be empty; type one"),
      (
        LoginForm(username: "bob", password: "abcdefgh", repeatedPassword: "b"),
        "the passwords do not match"
      ),
      (
        LoginForm(username: "bob", password: "short", repeatedPassword: "short"),
        "the password needs at least 8 characters"
      ),
    ])
  func emptyFieldsAreRefusedBeforeAnyServiceCall(form: LoginForm, message: String) async {
    await #expect(throws: FootballGatherError.invalidInput(message)) {
      try await interactor.register(form, rememberMe: true)
    }
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginWrongPasswordStays))
  func wrongPasswordIsInvalidCredentials() async {
    await #expect(throws: FootballGatherError.invalidCredentials) {
      try await interactor.logIn(LoginForm(username: "alice", password: "guess"), rememberMe: true)
    }
    #expect(auth.preferences.rememberedUsername == nil)
  }

  @Test(.tags(.loginWrongPasswordStays))
  func anEmptyUsernameIsRefusedAndNothingIsRemembered() async {
    await #expect(
      throws: FootballGatherError.invalidInput("the username cannot be empty; type one")
    ) {
      try await interactor.logIn(LoginForm(username: "  ", password: "secret"), rememberMe: true)
    }
    #expect(auth.preferences == LoginPreferences())
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func registeringCreatesTheAccountAndLogsIn() async throws {
    let session = try await interactor.register(
      LoginForm(username: "bob", password: "password", repeatedPassword: "password"),
      rememberMe: true)
    #expect(session.user.username == "bob")
    #expect(auth.usernames == ["alice", "bob"])
  }

  @Test func aTakenUsernameIsReported() async {
    await #expect(throws: FootballGatherError.usernameTaken("alice")) {
      try await interactor.register(
        LoginForm(username: "alice", password: "password", repeatedPassword: "password"),
        rememberMe: true)
    }
  }

  @Test func turningRememberMeOffForgetsTheUsername() async throws {
    _ = try await interactor.logIn(
      LoginForm(username: "alice", password: "secret"), rememberMe: true)
    try await interactor.setRememberMe(false)
    #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
  }

  @Test func unreadablePreferencesFallBackToTheDefaults() async {
    auth.setFailure(.storage("locked"))
    #expect(await interactor.loadPreferences() == LoginPreferences())
  }
}
