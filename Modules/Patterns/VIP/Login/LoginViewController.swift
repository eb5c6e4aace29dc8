import Domain
import LineUI

/// What the view asks of the interactor (Clean Swift's business logic): one request per
/// user action, and nothing else crosses.
@MainActor
protocol LoginBusinessLogic: AnyObject {
  func loadCredentials(request: LoginModels.LoadCredentials.Request) async
  func login(request: LoginModels.Authenticate.Request) async
  func checkUsername(request: LoginModels.CheckUsername.Request) async
  func checkPassword(request: LoginModels.CheckPassword.Request) async
  func register(request: LoginModels.Register.Request) async
  func cancelRegistration(request: LoginModels.CancelRegistration.Request)
  func setRememberMe(request: LoginModels.RememberMe.Request) async
  func logOut(request: LoginModels.LogOut.Request) async
}

/// Where the view sends the user when a view model says so.
@MainActor
protocol LoginRoutingLogic: AnyObject {
  func showPlayerList(for session: AuthSession) async
}

/// The login scene's view controller in VIP: turns each typed line into one request to
/// the interactor, and shows each view model the presenter hands back. The cycle runs one
/// way: view -> interactor -> presenter -> view. The interactor comes with each event
/// (`ModuleScreen`), so the view holds only its router.
@MainActor
final class LoginViewController: ModuleView, ConsoleView, LoginDisplayLogic {
  typealias Presenter = any LoginBusinessLogic

  let console: Console
  let router: any LoginRoutingLogic
  /// The username offered when the user just presses return.
  private var usernameText: String?
  /// The interactor of the event being handled: a view model that asks the user for
  /// more (register's passwords) sends the answer to it as the next request.
  private(set) var currentInteractor: (any LoginBusinessLogic)?

  init(console: Console, router: any LoginRoutingLogic) {
    self.console = console
    self.router = router
  }

  let prompt = "login> "

  let commands = [
    CommandHelp("login [USERNAME]", "log in (asks for what is missing)"),
    CommandHelp("register [USERNAME]", "create an account and log in"),
    CommandHelp("remember on|off", "remember the username for next time"),
  ]

  func appear(presenter interactor: any LoginBusinessLogic) async {
    await interactor.loadCredentials(request: .init())
  }

  func displayCredentials(viewModel: LoginModels.LoadCredentials.ViewModel) {
    usernameText = viewModel.usernameText
    displayTitle(viewModel.title)
    console.line(viewModel.rememberMe)
    console.hint(viewModel.hint)
  }

  func handle(_ command: CommandInput, presenter interactor: any LoginBusinessLogic) async {
    currentInteractor = interactor
    defer { currentInteractor = nil }
    switch command.name {
    case "login":
      guard let username = await username(from: command) else { return }
      guard !username.isEmpty else {
        return await interactor.login(request: .init(username: "", password: ""))
      }
      guard let password = await console.askSecret("Password: ") else { return }
      await interactor.login(request: .init(username: username, password: password))
    case "register":
      guard let username = await username(from: command, offerRemembered: false) else { return }
      await interactor.checkUsername(request: .init(username: username))
    case "remember":
      switch command.arguments.first?.lowercased() {
      case "on" where command.arguments.count == 1:
        await interactor.setRememberMe(request: .init(isOn: true))
      case "off" where command.arguments.count == 1:
        await interactor.setRememberMe(request: .init(isOn: false))
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
    let offered = offerRemembered ? usernameText : nil
    guard let answer = await console.ask(offered.map { "Username [\($0)]: " } ?? "Username: ")
    else { return nil }
    let typed = answer.trimmingWhitespace()
    return typed.isEmpty ? (offered ?? "") : typed
  }
}
