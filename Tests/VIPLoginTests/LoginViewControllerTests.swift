import BehaviourCatalogue
import Domain
import Foundation
import LineUI
import TestSupport
import Testing

@testable import VIPLogin

/// The view controller alone, with a spy interactor and a spy router: each typed line
/// becomes one request; each view model is shown, a registration question's answer sent
/// as the next request.
@MainActor
struct LoginViewControllerTests {
  let interactor = SpyLoginInteractor()
  let router = SpyLoginRouter()

  func makeController(_ answers: [String] = []) -> (LoginViewController, RecordingOutput) {
    let (console, _, output) = Console.scripted(answers)
    let controller = LoginViewController(console: console, router: router)
    interactor.display = controller
    return (controller, output)
  }

  @Test(
    .tags(
      .loginSaysWhatToType, .loginRightPasswordHandsOver, .loginWrongPasswordStays,
      .loginRemembersTheUsername)) func eachTypedLineIsOneRequest() async
  {
    let (controller, output) = makeController(["pw", ""])
    await controller.appear(presenter: interactor)
    for line in [
      "login alice", "login", "register bob", "remember on", "remember off", "remember maybe",
      "kick",
    ] {
      await controller.handle(CommandInput(line), presenter: interactor)
    }
    #expect(
      interactor.received == [
        "load", "login alice/pw", "login /", "username bob", "remember true", "remember false",
      ])
    #expect(output.lines.filter { $0.hasPrefix("error: ") }.count == 2)
  }

  @Test(.tags(.loginRemembersTheUsername)) func theRememberedUsernameIsOfferedOnReturn() async {
    let (controller, output) = makeController(["", "pw"])
    controller.displayCredentials(
      viewModel: .init(
        title: "Log in", rememberMe: "Remember me: on", hint: "Commands", usernameText: "alice"))
    await controller.handle(CommandInput("login"), presenter: interactor)
    #expect(interactor.received == ["login alice/pw"])
    #expect(output.lines.contains("Remember me: on"))
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn, .loginEndOfInputCreatesNoAccount))
  func eachRegistrationAnswerIsTheNextRequest() async {
    let (controller, _) = makeController(["password1", "password1"])
    interactor.replies = [
      "username bob": .askPassword(prompt: "Password: ", username: "bob"),
      "password password1": .askRepeat(prompt: "Repeat: ", username: "bob"),
    ]
    await controller.handle(CommandInput("register bob"), presenter: interactor)
    await controller.handle(CommandInput("register bob"), presenter: interactor)
    #expect(
      interactor.received == [
        "username bob", "password password1", "repeat password1", "username bob", "cancel",
      ])
  }

  @Test(.tags(.loginRightPasswordHandsOver, .loginLoggingOutSaysSo))
  func viewModelsAreShownAndSessionsRouted() async {
    let (controller, output) = makeController()
    let session = AuthSession(user: User(id: UUID(), username: "alice"))
    await controller.displayAuthentication(viewModel: .init(message: "Hi", session: session))
    await controller.displayAuthentication(viewModel: .init(errorMessage: "a"))
    await controller.displayRegistration(viewModel: .error("r"))
    controller.displayRememberMe(viewModel: .init(message: "Remember me: off"))
    controller.displayRememberMe(viewModel: .init(errorMessage: "m"))
    controller.displayLogOut(viewModel: .init(message: "Logged out."))
    #expect(
      output.lines.filter { $0.hasPrefix("error: ") } == ["error: a", "error: r", "error: m"])
    for line in ["Hi", "Remember me: off", "Logged out."] {
      #expect(output.lines.contains(line), "\(line)")
    }
    #expect(router.sessions == [session])
  }
}
