import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol LoginPresenting: AnyObject {
  func viewDidAppear() async
  func didSubmitLogin(username: String, password: String) async
  /// `register`: the presenter checks the username, then asks for the password twice.
  func didRequestRegistration(username: String) async
  func didChangeRememberMe(_ rememberMe: Bool) async
}

/// Asks for the username and the (hidden) password and reports them to the presenter.
@MainActor
final class LoginView: ModuleView, ConsoleView, LoginDisplaying {
  let console: Console
  /// The username offered when the user just presses return.
  private var rememberedUsername: String?

  init(console: Console) {
    self.console = console
  }

  let prompt = "login> "

  let commands = [
    CommandHelp("login [USERNAME]", "log in (asks for what is missing)"),
    CommandHelp("register [USERNAME]", "create an account and log in", hint: "register"),
    CommandHelp("remember on|off", "remember the username for next time"),
  ]

  // MARK: Input

  func appear(presenter: any LoginPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any LoginPresenting) async {
    switch command.name {
    case "login":
      guard let username = await username(from: command) else { return }
      guard !username.isEmpty else {
        return await presenter.didSubmitLogin(username: "", password: "")
      }
      guard let password = await console.askSecret("Password: ") else { return }
      await presenter.didSubmitLogin(username: username, password: password)
    case "register":
      guard let username = await username(from: command, offerRemembered: false) else { return }
      await presenter.didRequestRegistration(username: username)
    case "remember":
      switch command.arguments.first?.lowercased() {
      case "on" where command.arguments.count == 1: await presenter.didChangeRememberMe(true)
      case "off" where command.arguments.count == 1: await presenter.didChangeRememberMe(false)
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

  /// The line under the screen, from `commands` (written once, there).
  var hint: String { CommandHelp.hintLine(of: commands, then: ["help", "quit"]) }

  // MARK: Output

  func display(_ viewModel: LoginViewModel) {
    rememberedUsername = viewModel.rememberedUsername
    displayTitle(viewModel.title)
    console.line(viewModel.rememberMeLine)
    console.hint(hint)
  }

  func askSecret(_ prompt: String) async -> SecretReply {
    switch await console.readSecret(prompt) {
    case .line(let password): .typed(password)
    case .interrupted: .interrupted
    case .endOfInput: .endOfInput
    }
  }
}
