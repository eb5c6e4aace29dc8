import BehaviourCatalogue
import MVPTestSupport
import Testing

@testable import MVPLogin

/// MVP's login presenter with a mock view, as the original's presenter tests: every check
/// of MVPTestSupport's `LoginPresenterCheck`, written once for MVP and MVP-C (same
/// presenter, one copy each).
@MainActor
struct LoginPresenterTests {
  @Test(
    .tags(
      .loginSaysWhatToType, .loginRightPasswordHandsOver, .loginWrongPasswordStays,
      .loginRegisterChecksThenLogsIn, .loginRemembersTheUsername),
    arguments: LoginPresenterCheck.allCases)
  func presenterTellsTheView(_ check: LoginPresenterCheck) async {
    await check.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }
}

/// The shared mock is the view MVP's login presenter talks to; its presenter is driven as
/// the checks expect. A secret `^C` is Ctrl-C at the prompt.
extension MockLoginView: LoginViewProtocol {
  public func askSecret(_ prompt: String) async -> SecretReply {
    switch nextSecret(prompt) {
    case "^C": .interrupted
    case let typed?: .typed(typed)
    case nil: .endOfInput
    }
  }
}

extension LoginPresenter: MVPLoginPresenting {}
