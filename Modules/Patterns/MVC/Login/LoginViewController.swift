import Domain
import LineUI

/// What the login screen tells the screen that shows it: the user is in.
@MainActor
public protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(didLogIn session: AuthSession) async
}

/// The login screen in MVC: the controller reads the user's lines, checks them with the
/// model (`LoginForm`, the auth and preferences services), writes the screen and tells
/// its delegate when the user is in. As in the original MVC app, everything between the
/// console (the view) and the services (the model) happens here.
@MainActor
public final class LoginViewController: Screen {
  let console: Console
  let authService: any AuthService
  private let preferencesService: any LoginPreferencesService
  private let savedSessions: any SavedSessionStore
  private let backendLabel: String
  private weak var delegate: (any LoginViewControllerDelegate)?
  /// "Remember me" and the remembered username, as last loaded or changed.
  private(set) var preferences = LoginPreferences()
  /// The username offered at `login`: the one remembered when the screen last appeared.
  private var offeredUsername: String?

  public init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore,
    backendLabel: String, delegate: any LoginViewControllerDelegate
  ) {
    self.console = console
    self.authService = authService
    self.preferencesService = preferencesService
    self.savedSessions = savedSessions
    self.backendLabel = backendLabel
    self.delegate = delegate
  }

  public let prompt = "login> "

  public let commands = [
    CommandHelp("login [USERNAME]", "log in (asks for what is missing)"),
    CommandHelp("register [USERNAME]", "create an account and log in"),
    CommandHelp("remember on|off", "remember the username for next time"),
  ]

  public func appear() async {
    preferences =
      (try? await preferencesService.loadLoginPreferences()) ?? LoginPreferences()
    offeredUsername = preferences.rememberedUsername
    console.line()
    console.title("Football Gather: log in (\(backendLabel))")
    console.line(rememberMeLine)
    console.hint("Commands: login [USERNAME], register, remember on|off, help, quit")
  }

  public func handle(_ command: CommandInput) async {
    switch command.name {
    case "login": await logIn(command)
    case "register":
      guard let username = await username(from: command, offerRemembered: false) else { return }
      await register(username)
    case "remember":
      switch command.arguments.first?.lowercased() {
      case "on" where command.arguments.count == 1: await setRememberMe(true)
      case "off" where command.arguments.count == 1: await setRememberMe(false)
      default: console.error("type 'remember on' or 'remember off'")
      }
    default:
      console.error(CommandError.unknown(command.name, commands: commands).message)
    }
  }

  private func logIn(_ command: CommandInput) async {
    guard let username = await username(from: command) else { return }
    var password = ""
    if !username.isEmpty {
      guard let typed = await console.askSecret("Password: ") else { return }
      password = typed
    }
    do {
      let credentials = try LoginForm(username: username, password: password).validated()
      let session = try await authService.logIn(credentials)
      try await remember(credentials.username)
      await enter(session, greeting: "Welcome back, \(session.user.username)!")
    } catch {
      console.error(error.message)
    }
  }

  /// The username typed after the command, or asked for; `nil` at the end of input.
  func username(from command: CommandInput, offerRemembered: Bool = true) async -> String? {
    if !command.argumentText.isEmpty { return command.argumentText }
    let offered = offerRemembered ? offeredUsername : nil
    guard let answer = await console.ask(offered.map { "Username [\($0)]: " } ?? "Username: ")
    else { return nil }
    let typed = answer.trimmingWhitespace()
    return typed.isEmpty ? (offered ?? "") : typed
  }

  private func setRememberMe(_ rememberMe: Bool) async {
    do {
      var stored = try await preferencesService.loadLoginPreferences()
      stored.rememberMe = rememberMe
      if !rememberMe { stored.rememberedUsername = nil }
      try await preferencesService.saveLoginPreferences(stored)
      preferences.rememberMe = rememberMe
      if !rememberMe { preferences.rememberedUsername = nil }
      console.line(rememberMeLine)
    } catch {
      console.error(error.message)
    }
  }

  /// Keeps the username for next time, or forgets it, as "remember me" says.
  func remember(_ username: String) async throws(FootballGatherError) {
    try await preferencesService.saveLoginPreferences(
      LoginPreferences(
        rememberMe: preferences.rememberMe,
        rememberedUsername: preferences.rememberMe ? username : nil))
  }

  func enter(_ session: AuthSession, greeting: String) async {
    preferences.rememberedUsername = preferences.rememberMe ? session.user.username : nil
    console.line(greeting)
    await delegate?.loginViewController(didLogIn: session)
  }

  private var rememberMeLine: String {
    "Remember me: \(preferences.rememberMe ? "on" : "off")"
  }

  // MARK: What the screen that shows it asks

  /// Logs in with the session kept from an earlier run, saying so; `false` when none was.
  public func restoreSavedSession() async -> Bool {
    guard let session = await savedSessions.restoredSession() else { return false }
    let username = session.user.username
    await enter(
      session, greeting: "Logged in as \(username) (saved session; type logout to end it).")
    return true
  }

  /// Ends `session` (a server that cannot be reached forgets the local token anyway).
  public func logOut(_ session: AuthSession) async {
    try? await authService.logOut(session)
    console.line("Logged out.")
  }
}
