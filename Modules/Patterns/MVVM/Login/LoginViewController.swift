import Domain
import LineUI

/// What the login screen tells the screen that shows it: the user is in.
@MainActor
public protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(didLogIn session: AuthSession) async
}

/// The login screen's view in MVVM: reads the user's lines, hands what they typed to its
/// view model, shows what the view model answers and moves on when the user is in.
@MainActor
public final class LoginViewController: Screen {
  private let console: Console
  private let viewModel: LoginViewModel
  private weak var delegate: (any LoginViewControllerDelegate)?

  public init(
    console: Console, authService: any AuthService,
    preferencesService: any LoginPreferencesService, savedSessions: any SavedSessionStore,
    backendLabel: String, delegate: any LoginViewControllerDelegate
  ) {
    self.console = console
    self.viewModel = LoginViewModel(
      authService: authService, preferencesService: preferencesService,
      savedSessions: savedSessions, backendLabel: backendLabel)
    self.delegate = delegate
  }

  public let prompt = "login> "

  public let commands = [
    CommandHelp("login [USERNAME]", "log in (asks for what is missing)"),
    CommandHelp("register [USERNAME]", "create an account and log in"),
    CommandHelp("remember on|off", "remember the username for next time"),
  ]

  public func appear() async {
    await viewModel.loadPreferences()
    console.line()
    console.title(viewModel.title)
    console.line(viewModel.rememberMeText)
    console.hint(viewModel.hint)
  }

  public func handle(_ command: CommandInput) async {
    switch command.name {
    case "login":
      guard let username = await username(from: command) else { return }
      var password = ""
      if !username.isEmpty {
        guard let typed = await console.askSecret("Password: ") else { return }
        password = typed
      }
      await show(viewModel.logIn(username: username, password: password))
    case "register":
      guard let typed = await username(from: command, offerRemembered: false) else { return }
      await register(typed)
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

  private func register(_ typed: String) async {
    let username: String
    switch await viewModel.newUsername(typed) {
    case .success(let name): username = name
    case .failure(let error): return console.error(error.message)
    }
    var password: String
    repeat {  // a password too short is asked for again, the username kept
      guard let typed = await askPassword(viewModel.passwordPrompt, registering: username)
      else { return }
      password = typed
      if let error = viewModel.newPasswordError(password) { console.error(error) }
    } while viewModel.newPasswordError(password) != nil
    guard let repeated = await askPassword("Repeat password: ", registering: username)
    else { return }
    await show(viewModel.register(username: username, password: password, repeated: repeated))
  }

  private func setRememberMe(_ rememberMe: Bool) async {
    switch await viewModel.setRememberMe(rememberMe) {
    case .success(let line): console.line(line)
    case .failure(let error): console.error(error.message)
    }
  }

  private func show(_ outcome: LoginViewModel.Outcome) async {
    switch outcome {
    case .entered(let session, let greeting):
      console.line(greeting)
      await delegate?.loginViewController(didLogIn: session)
    case .refused(let message):
      console.error(message)
    }
  }

  /// The username typed after the command, or asked for; `nil` at the end of input.
  private func username(from command: CommandInput, offerRemembered: Bool = true) async
    -> String?
  {
    if !command.argumentText.isEmpty { return command.argumentText }
    let offered = offerRemembered ? viewModel.offeredUsername : nil
    guard let answer = await console.ask(offered.map { "Username [\($0)]: " } ?? "Username: ")
    else { return nil }
    let typed = answer.trimmingWhitespace()
    return typed.isEmpty ? (offered ?? "") : typed
  }

  /// A password for the account being registered; `nil` at the end of input or when the
  /// user interrupts (Ctrl-C) and says yes to discarding the registration.
  private func askPassword(_ prompt: String, registering username: String) async -> String? {
    while true {
      switch await console.readSecret(prompt) {
      case .line(let password): return password
      case .endOfInput: return nil
      case .interrupted:
        guard await console.confirmDiscard(viewModel.discardQuestion(registering: username)) else {
          continue
        }
        console.line(viewModel.registrationDiscarded)
        return nil
      }
    }
  }

  // MARK: What the screen that shows it asks

  /// Logs in with the session kept from an earlier run, saying so; `false` when none was.
  public func restoreSavedSession() async -> Bool {
    guard let outcome = await viewModel.restoreSavedSession() else { return false }
    await show(outcome)
    return true
  }

  public func logOut(_ session: AuthSession) async {
    console.line(await viewModel.logOut(session))
  }
}
