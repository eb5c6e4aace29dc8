import BehaviourCatalogue
import Domain
import TestSupport
import Testing

@testable import MVVMLogin

/// MVVM's unit tests are the view model's: no console, no view. A recorder bound to every
/// output, as the view binds, reads what the screen would show after each input.
@MainActor
struct LoginViewModelTests {
  /// One value of one output, in the order they came.
  enum Output: Equatable {
    case screen(LoginViewModel.Screen)
    case message(String)
    case error(String)
    case prompt(LoginViewModel.Prompt)
    case loggedIn(String)
  }

  let auth = FakeAuthService(
    accounts: [Credentials(username: "alice", password: "pw")],
    preferences: LoginPreferences(rememberMe: true, rememberedUsername: "alice"))

  /// A view model and the outputs it has emitted so far.
  func make(saved: FixedSavedSession = FixedSavedSession()) -> (LoginViewModel, () -> [Output]) {
    let viewModel = LoginViewModel(
      authService: auth, preferencesService: auth, savedSessions: saved, backendLabel: "test")
    let recorder = Recorder<Output>()
    viewModel.screen.bind { recorder.record(.screen($0)) }
    viewModel.message.bind { recorder.record(.message($0)) }
    viewModel.errorMessage.bind { recorder.record(.error($0)) }
    viewModel.prompt.bind { recorder.record(.prompt($0)) }
    viewModel.loggedIn.bind { recorder.record(.loggedIn($0?.user.username ?? "nobody")) }
    return (viewModel, recorder.take)
  }

  @Test(.tags(.loginSaysWhatToType, .loginRemembersTheUsername))
  func itSaysWhereAccountsLiveAndOffersTheRememberedName() async {
    let (viewModel, outputs) = make()
    await viewModel.didEnter(.login(username: ""))
    await viewModel.didAppear()
    await viewModel.didEnter(.login(username: ""))
    #expect(
      outputs() == [
        .prompt(.username("Username: ")),
        .screen(
          .init(
            title: "Football Gather: log in (test)", rememberMe: "Remember me: on",
            hint: "Commands: login [USERNAME], register, remember on|off, help, quit")),
        .prompt(.username("Username [alice]: ")),
      ])
  }

  @Test(.tags(.loginRightPasswordHandsOver, .loginRemembersTheUsername))
  func theRememberedNameAndTheRightPasswordEnterWithAGreeting() async {
    let (viewModel, outputs) = make()
    await viewModel.didAppear()
    _ = outputs()
    await viewModel.didEnter(.login(username: ""))
    await viewModel.didType("")
    await viewModel.didType("pw")
    #expect(
      outputs() == [
        .prompt(.username("Username [alice]: ")), .prompt(.password("Password: ")),
        .message("Welcome back, alice!"), .loggedIn("alice"),
      ])
  }

  @Test(.tags(.loginWrongPasswordStays))
  func aRefusedLoginSaysWhyAndAnEndedInputDoesNothing() async {
    let (viewModel, outputs) = make()
    await viewModel.didEnter(.login(username: "alice"))
    await viewModel.didType("nope")
    await viewModel.didEnter(.login(username: ""))
    await viewModel.didType("")
    await viewModel.didEnter(.login(username: "alice"))
    viewModel.didCancel()
    await viewModel.didType("pw")
    #expect(
      outputs() == [
        .prompt(.password("Password: ")), .error("wrong username or password"),
        .prompt(.username("Username: ")), .error("the username cannot be empty; type one"),
        .prompt(.password("Password: ")),
      ])
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func aNewAccountIsCheckedStepByStep() async {
    let (viewModel, outputs) = make()
    await viewModel.didEnter(.register(username: "alice"))
    await viewModel.didEnter(.register(username: ""))
    await viewModel.didType("bob")
    await viewModel.didType("short")
    await viewModel.didType("password1")
    await viewModel.didType("password2")
    let newPassword = Output.prompt(.newPassword("Password (at least 8 characters): "))
    #expect(
      outputs() == [
        .error(FootballGatherError.usernameTaken("alice").message),
        .prompt(.username("Username: ")), newPassword,
        .error("the password needs at least 8 characters; type a longer one"), newPassword,
        .prompt(.newPassword("Repeat password: ")),
        .error("the passwords do not match; type register to try again"),
      ])
    #expect(auth.usernames == ["alice"])
    await viewModel.didEnter(.register(username: "bob"))
    await viewModel.didType("password1")
    await viewModel.didType("password1")
    #expect(outputs().suffix(2) == [.message("Registered bob. Welcome!"), .loggedIn("bob")])
    #expect(auth.usernames == ["alice", "bob"])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func ctrlCOnANewPasswordAsksBeforeDiscardingTheRegistration() async {
    let (viewModel, outputs) = make()
    await viewModel.didEnter(.register(username: "bob"))
    await viewModel.didType("password1")
    viewModel.didInterrupt()
    viewModel.didConfirm(false)
    viewModel.didInterrupt()
    viewModel.didConfirm(true)
    let discard = Output.prompt(.discard("Discard the registration of 'bob'?"))
    #expect(
      outputs().suffix(5) == [
        .prompt(.newPassword("Repeat password: ")), discard,
        .prompt(.newPassword("Repeat password: ")), discard, .message("No account was created."),
      ])
    viewModel.didInterrupt()
    #expect(outputs().isEmpty)
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func theEndOfInputAtEitherNewPasswordCreatesNoAccount() async {
    let (viewModel, outputs) = make()
    await viewModel.didEnter(.register(username: "bob"))
    viewModel.didCancel()
    await viewModel.didType("password1")
    await viewModel.didEnter(.register(username: "bob"))
    await viewModel.didType("password1")
    viewModel.didCancel()
    await viewModel.didType("password1")
    let newPassword = Output.prompt(.newPassword("Password (at least 8 characters): "))
    #expect(
      outputs() == [newPassword, newPassword, .prompt(.newPassword("Repeat password: "))])
    #expect(auth.usernames == ["alice"])
    #expect(viewModel.loggedIn.value == nil)
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn))
  func anEmptyNewUsernameOrARefusedRegistrationSaysWhy() async {
    let (viewModel, outputs) = make()
    await viewModel.didEnter(.register(username: ""))
    await viewModel.didType("")
    auth.setFailure(.storage("read-only"))
    await viewModel.didEnter(.register(username: "bob"))
    await viewModel.register(username: "bob", password: "password1", repeated: "password1")
    #expect(
      outputs() == [
        .prompt(.username("Username: ")), .error("the username cannot be empty; type one"),
        .error("storage failed: read-only"), .error("storage failed: read-only"),
      ])
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginRemembersTheUsername))
  func rememberOnSaysSoAndAFailedSaveSaysWhy() async {
    let (viewModel, outputs) = make()
    await viewModel.didEnter(.remember(true))
    auth.setFailure(.storage("read-only"))
    await viewModel.didEnter(.remember(false))
    #expect(outputs() == [.message("Remember me: on"), .error("storage failed: read-only")])
    #expect(auth.preferences.rememberMe)
  }

  @Test(.tags(.loginRemembersTheUsername))
  func rememberOffSaysTheNewLineAndForgetsTheName() async {
    let (viewModel, outputs) = make()
    await viewModel.didEnter(.remember(false))
    #expect(outputs() == [.message("Remember me: off")])
    #expect(auth.preferences == LoginPreferences(rememberMe: false, rememberedUsername: nil))
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn, .loginLoggingOutSaysSo))
  func aSavedSessionEntersAndLoggingOutSaysSo() async throws {
    let (none, nothing) = make()
    await none.didAskToRestoreSession()
    #expect(nothing().isEmpty)
    let (viewModel, outputs) = make(saved: FixedSavedSession(username: "alice"))
    await viewModel.didAskToRestoreSession()
    let session = try #require(viewModel.loggedIn.value)
    await viewModel.didLogOut(session)
    #expect(
      outputs() == [
        .message("Logged in as alice (saved session; type logout to end it)."),
        .loggedIn("alice"), .message("Logged out."),
      ])
  }
}

/// Keeps every value a bound output emits, in order.
@MainActor
final class Recorder<Value> {
  private var values: [Value] = []

  func record(_ value: Value) { values.append(value) }

  /// The values recorded since the last call.
  func take() -> [Value] {
    defer { values = [] }
    return values
  }
}
