import Domain
import LineUI

/// What the login screen tells the screen that shows it: the user is in.
@MainActor
public protocol LoginViewControllerDelegate: AnyObject {
  func loginViewController(didLogIn session: AuthSession) async
}

/// The login screen's view in MVVM: binds once to its view model's outputs, printing each
/// value they take, turns the user's lines into the view model's inputs, reads what the
/// view model asks for (`prompt`) and moves on when it says the user is in.
@MainActor
public final class LoginViewController: Screen {
  private let console: Console
  private let viewModel: LoginViewModel
  private weak var delegate: (any LoginViewControllerDelegate)?
  /// What the view model asked for during the input being sent, until it is read.
  private var asked: LoginViewModel.Prompt?
  /// The session the view model said the user entered with, until the delegate is told.
  private var session: AuthSession?

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
    bind()
  }

  /// The one binding of every output.
  private func bind() {
    viewModel.screen.bind { [console] screen in
      console.line()
      console.title(screen.title)
      console.line(screen.rememberMe)
      console.hint(screen.hint)
    }
    viewModel.message.bind { [console] in console.line($0) }
    viewModel.errorMessage.bind { [console] in console.error($0) }
    viewModel.prompt.bind { [weak self] in self?.asked = $0 }
    viewModel.loggedIn.bind { [weak self] in self?.session = $0 }
  }

  public let prompt = "login> "

  public let commands = [
    CommandHelp("login [USERNAME]", "log in (asks for what is missing)"),
    CommandHelp("register [USERNAME]", "create an account and log in"),
    CommandHelp("remember on|off", "remember the username for next time"),
  ]

  public func appear() async {
    await viewModel.didAppear()
  }

  public func handle(_ command: CommandInput) async {
    switch command.name {
    case "login": await viewModel.didEnter(.login(username: command.argumentText))
    case "register": await viewModel.didEnter(.register(username: command.argumentText))
    case "remember":
      switch command.arguments.first?.lowercased() {
      case "on" where command.arguments.count == 1: await viewModel.didEnter(.remember(true))
      case "off" where command.arguments.count == 1: await viewModel.didEnter(.remember(false))
      default: return console.error("type 'remember on' or 'remember off'")
      }
    default:
      return console.error(CommandError.unknown(command.name, commands: commands).message)
    }
    await readPromptsAndMoveOn()
  }

  /// After an input: reads each thing the view model asks for and sends the answer, then
  /// tells the delegate when the user is in. `true` when they are.
  @discardableResult
  private func readPromptsAndMoveOn() async -> Bool {
    while let prompt = asked {
      asked = nil
      switch prompt {
      case .username(let text):
        guard let answer = await console.ask(text) else {
          viewModel.didCancel()
          continue
        }
        await viewModel.didType(answer.trimmingWhitespace())
      case .password(let text):
        guard let answer = await console.askSecret(text) else {
          viewModel.didCancel()
          continue
        }
        await viewModel.didType(answer)
      case .newPassword(let text):
        switch await console.readSecret(text) {
        case .line(let answer): await viewModel.didType(answer)
        case .endOfInput: viewModel.didCancel()
        case .interrupted: viewModel.didInterrupt()
        }
      case .discard(let question): viewModel.didConfirm(await console.confirmDiscard(question))
      }
    }
    guard let session else { return false }
    self.session = nil
    await delegate?.loginViewController(didLogIn: session)
    return true
  }

  // MARK: What the screen that shows it asks

  /// Logs in with the session kept from an earlier run, saying so; `false` when none was.
  public func restoreSavedSession() async -> Bool {
    await viewModel.didAskToRestoreSession()
    return await readPromptsAndMoveOn()
  }

  public func logOut(_ session: AuthSession) async {
    await viewModel.didLogOut(session)
  }
}
