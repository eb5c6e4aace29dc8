import Domain
import TestSupport
import Testing

@testable import MVVMLogin

/// MVVM's unit tests are the view model's: no console, no view; what it answers is what
/// the screen would show.
@MainActor
struct LoginViewModelTests {
  let auth = FakeAuthService(
    accounts: [Credentials(username: "alice", password: "pw")],
    preferences: LoginPreferences(rememberMe: true, rememberedUsername: "alice"))

  var viewModel: LoginViewModel {
    LoginViewModel(
      authService: auth, preferencesService: auth, savedSessions: FixedSavedSession(),
      backendLabel: "test")
  }

  @Test func itSaysWhereAccountsLiveAndOffersTheRememberedName() async {
    let viewModel = self.viewModel
    #expect(viewModel.offeredUsername == nil)
    await viewModel.loadPreferences()
    #expect(viewModel.title == "Football Gather: log in (test)")
    #expect(viewModel.rememberMeText == "Remember me: on")
    #expect(viewModel.offeredUsername == "alice")
  }

  @Test func theRightPasswordEntersWithAGreeting() async throws {
    let outcome = await viewModel.logIn(username: " alice ", password: "pw")
    guard case .entered(let session, let greeting) = outcome else {
      Issue.record("expected to enter, got \(outcome)")
      return
    }
    #expect(session.user.username == "alice")
    #expect(greeting == "Welcome back, alice!")
  }

  @Test(arguments: [
    ("alice", "nope", "wrong username or password"),
    ("", "", "the username cannot be empty; type one"),
  ])
  func aRefusedLoginSaysWhy(username: String, password: String, message: String) async {
    #expect(await viewModel.logIn(username: username, password: password) == .refused(message))
  }

  @Test func aNewAccountIsCheckedStepByStep() async {
    let viewModel = self.viewModel
    #expect(await viewModel.newUsername("alice") == .failure(.usernameTaken("alice")))
    #expect(await viewModel.newUsername(" bob ") == .success("bob"))
    #expect(
      viewModel.newPasswordError("short")
        == "the password needs at least 8 characters; type a longer one")
    #expect(viewModel.newPasswordError("password1") == nil)
    #expect(
      await viewModel.register(username: "bob", password: "password1", repeated: "password2")
        == .refused("the passwords do not match; type register to try again"))
    #expect(auth.usernames == ["alice"])
  }

  @Test func rememberOffAnswersTheNewLineAndForgetsTheName() async {
    #expect(await viewModel.setRememberMe(false) == .success("Remember me: off"))
    #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
  }
}
