import BehaviourCatalogue
import Domain
import Foundation
import TestSupport
import Testing

/// The login screen's behaviour, written once and run against all six implementations.
/// Each test gives the lines a user types and the whole transcript they see; a pattern
/// whose screen says or does anything else fails with its name in the test case.
@MainActor
struct LoginBehaviourTests {
  static let alice = Credentials(username: "alice", password: "s3cret-pw")

  /// Runs `lines` on `pattern`'s login screen over one account, `alice`.
  func transcript(
    _ pattern: Pattern, _ lines: [String], preferences: LoginPreferences = LoginPreferences(),
    kept: AuthSession? = nil, auth: FakeAuthService? = nil
  ) async -> String {
    let session = ScreenSession()
    let auth = auth ?? FakeAuthService(accounts: [Self.alice], preferences: preferences)
    let controls = await LoginScreens(
      session: session, auth: auth, savedSessions: FixedSavedSession(session: kept)
    ).start(pattern)
    // The parent keeps what it may ask of the screen (an MVP-C coordinator lives on it).
    let text = await session.transcript(of: lines)
    withExtendedLifetime(controls) {}
    return text
  }

  @Test(.tags(.loginSaysWhatToType), arguments: Pattern.allCases)
  func theScreenSaysWhereAccountsLiveAndWhatToType(pattern: Pattern) async {
    let text = await transcript(pattern, ["help", "dance"])
    #expect(
      text == """

        Football Gather: log in (local database)
        Remember me: on
        Commands: login [USERNAME], register, remember on|off, help, quit
        login> help
        Commands:
          login [USERNAME]     log in (asks for what is missing)
          register [USERNAME]  create an account and log in
          remember on|off      remember the username for next time
          help                 list this screen's commands
          quit                 leave Football Gather
        login> dance
        error: unknown command 'dance'; type one of: login [USERNAME], register [USERNAME], remember on|off, help, back, quit
        login> 

        """)
  }

  @Test(.tags(.loginRightPasswordHandsOver), arguments: Pattern.allCases)
  func theRightPasswordGreetsAndHandsOverToThePlayerList(pattern: Pattern) async {
    let text = await transcript(pattern, ["login alice", "s3cret-pw"])
    #expect(
      text.hasSuffix(
        """
        login> login alice
        Password: 
        Welcome back, alice!
        parent: open the player list of alice
        login> 

        """))
  }

  @Test(.tags(.loginWrongPasswordStays), arguments: Pattern.allCases)
  func aWrongPasswordIsOneErrorAndTheScreenStays(pattern: Pattern) async {
    let text = await transcript(pattern, ["login", "alice", "nope", "login", ""])
    #expect(
      text.hasSuffix(
        """
        login> login
        Username: alice
        Password: 
        error: wrong username or password
        login> login
        Username: 
        error: the username cannot be empty; type one
        login> 

        """))
  }

  @Test(
    .tags(.loginRemembersTheUsername, .loginRightPasswordHandsOver), arguments: Pattern.allCases)
  func theRememberedUsernameIsOfferedAndRememberCanBeTurnedOff(pattern: Pattern) async {
    let auth = FakeAuthService(
      accounts: [Self.alice], preferences: LoginPreferences(rememberedUsername: "alice"))
    let text = await transcript(
      pattern, ["login", "", "s3cret-pw", "remember off", "remember on", "remember maybe"],
      auth: auth)
    #expect(
      text.hasSuffix(
        """
        login> login
        Username [alice]: 
        Password: 
        Welcome back, alice!
        parent: open the player list of alice
        login> remember off
        Remember me: off
        login> remember on
        Remember me: on
        login> remember maybe
        error: type 'remember on' or 'remember off'
        login> 

        """))
    #expect(auth.preferences == LoginPreferences(rememberMe: true, rememberedUsername: nil))
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn), arguments: Pattern.allCases)
  func registeringChecksTheNameThenThePasswordsThenLogsIn(pattern: Pattern) async {
    let auth = FakeAuthService(accounts: [Self.alice])
    let text = await transcript(
      pattern,
      [
        "register alice", "register bob", "short", "password1", "password2", "register bob",
        "password1", "password2", "register", "bob", "password1", "password1",
      ], auth: auth)
    #expect(
      text.hasSuffix(
        """
        login> register alice
        error: the username 'alice' is taken; choose another one
        login> register bob
        Password (at least 8 characters): 
        error: the password needs at least 8 characters; type a longer one
        Password (at least 8 characters): 
        Repeat password: 
        error: the passwords do not match; type register to try again
        login> register bob
        Password (at least 8 characters): 
        Repeat password: 
        error: the passwords do not match; type register to try again
        login> register
        Username: bob
        Password (at least 8 characters): 
        Repeat password: 
        Registered bob. Welcome!
        parent: open the player list of bob
        login> 

        """))
    #expect(auth.usernames == ["alice", "bob"])
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount), arguments: Pattern.allCases)
  func theEndOfInputDuringRegistrationCreatesNoAccount(pattern: Pattern) async {
    let auth = FakeAuthService(accounts: [Self.alice])
    let text = await transcript(pattern, ["register bob", "password1"], auth: auth)
    #expect(text.hasSuffix("Password (at least 8 characters): \nRepeat password: \nlogin> \n"))
    #expect(auth.usernames == ["alice"])
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn, .loginLoggingOutSaysSo), arguments: Pattern.allCases)
  func aKeptSessionGoesStraightInAndLoggingOutSaysSo(pattern: Pattern) async {
    let session = ScreenSession()
    let kept = AuthSession(user: User(id: UUID(), username: "alice"))
    let auth = FakeAuthService(accounts: [Self.alice])
    let none = await LoginScreens(
      session: ScreenSession(), auth: auth, savedSessions: FixedSavedSession(session: nil)
    ).start(pattern)
    #expect(await none.restoreSavedSession() == false)
    let controls = await LoginScreens(
      session: session, auth: auth, savedSessions: FixedSavedSession(session: kept)
    ).start(pattern)
    #expect(await controls.restoreSavedSession())
    await controls.logOut(kept)
    #expect(
      session.output.text.hasSuffix(
        """
        Logged in as alice (saved session; type logout to end it).
        parent: open the player list of alice
        Logged out.

        """))
    #expect(auth.loggedOutSessions == [kept])
  }
}
