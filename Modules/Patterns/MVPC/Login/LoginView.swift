import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol LoginPresenterProtocol: AnyObject {
  func viewDidAppear() async
  func performLogin(username: String, password: String) async
  func performRegister(username: String) async
  func setRememberMe(_ rememberMe: Bool) async
  func restoreSavedSession() async -> Bool
  func logOut(_ session: AuthSession) async
}

/// How the view reaches its view controller: for what only a controller may do.
@MainActor
protocol LoginViewDelegate: AnyObject {
  func didLogin(_ session: AuthSession) async
}

/// The login screen's view in MVP-C (as in MVP): reads the username and the hidden password, reports
/// them to the presenter and shows what the presenter tells it.
@MainActor
final class LoginView: ConsoleView, LoginViewProtocol {
  let console: Console
  /// The view controller, which moves on when the user is in.
  weak var delegate: (any LoginViewDelegate)?
  /// The username offered when the user just presses return.
  private var rememberedUsername: String?

  init(console: Console) {
    self.console = console
  }

  let prompt = "login> "

  let commands = [
    CommandHelp("login [USERNAME]", "log in (asks for what is missing)"),
    CommandHelp("register [USERNAME]", "create an account and log in"),
    CommandHelp("remember on|off", "remember the username for next time"),
  ]

  func handle(_ command: CommandInput, presenter: any LoginPresenterProtocol) async {
    switch command.name {
    case "login":
      guard let username = await username(from: command) else { return }
      guard !username.isEmpty else {
        return await presenter.performLogin(username: "", password: "")
      }
      guard let password = await console.askSecret("Password: ") else { return }
      await presenter.performLogin(username: username, password: password)
    case "register":
      guard let username = await username(from: command, offerRemembered: false) else { return }
      await presenter.performRegister(username: username)
    case "remember":
      switch command.arguments.first?.lowercased() {
      case "on" where command.arguments.count == 1: await presenter.setRememberMe(true)
      case "off" where command.arguments.count == 1: await presenter.setRememberMe(false)
      default: console.error("type 'remember on' or 'remember off'")
      }
    default:
      console.error(CommandError.unknown(command.name, commands: commands).message)
    }
  }

  /// The username typed after the command, or asked for; `nil` at the end of input.
  private func username(from command: CommandInput, offerRemembered: Bool = true) async
    -> String?
  {
    if !command.argumentText.isEmpty { return command.argumentText }
    let offered = offerRemembered ? rememberedUsername : nil
    guard let answer = await console.ask(offered.map { "Username [\($0)]: " } ?? "Username: ")
    else { return nil }
    let typed = answer.trimmingWhitespace()
    return typed.isEmpty ? (offered ?? "") : typed
  }

  // MARK: LoginViewProtocol

  func setupView(title: String, rememberMe: String, hint: String, rememberedUsername: String?) {
    self.rememberedUsername = rememberedUsername
    displayTitle(title)
    console.line(rememberMe)
    console.hint(hint)
  }

  func showMessage(_ message: String) { displayMessage(message) }
  func handleError(_ message: String) { displayError(message) }

  func askSecret(_ prompt: String) async -> SecretReply {
    switch await console.readSecret(prompt) {
    case .line(let password): .typed(password)
    case .interrupted: .interrupted
    case .endOfInput: .endOfInput
    }
  }

  func handleLoginSuccessful(_ session: AuthSession) async {
    await delegate?.didLogin(session)
  }
}
