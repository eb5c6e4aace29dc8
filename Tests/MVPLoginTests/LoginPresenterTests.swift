import MVPTestSupport
import Testing

@testable import MVPLogin

/// MVP's login presenter with a mock view, as the original's presenter tests: every check
/// of MVPTestSupport's `LoginPresenterCheck`, written once for MVP and MVP-C (same
/// presenter, one copy each).
@MainActor
struct LoginPresenterTests {
  @Test(arguments: LoginPresenterCheck.allCases)
  func presenterTellsTheView(_ check: LoginPresenterCheck) async {
    await check.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }
}

/// The shared mock is the view MVP's login presenter talks to; its presenter is driven as
/// the checks expect.
extension MockLoginView: LoginViewProtocol {
  public func askSecret(_ prompt: String) async -> SecretReply {
    nextSecret(prompt).map(SecretReply.typed) ?? .endOfInput
  }
}

extension LoginPresenter: MVPLoginPresenting {}
