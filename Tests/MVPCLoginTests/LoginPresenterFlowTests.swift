import BehaviourCatalogue
import MVPTestSupport
import Testing

@testable import MVPCLogin

/// MVP-C's login presenter with the strict mock view, for what the shared checks leave out:
/// each test runs MVPTestSupport's `LoginPresenterFlowCheck` of its name (written once for
/// MVP and MVP-C) against this pattern's presenter.
@MainActor
struct LoginPresenterFlowTests {
  @Test(.tags(.loginRegisterChecksThenLogsIn)) func aShortPasswordIsAskedForAgainKeepingTheName()
    async
  {
    await LoginPresenterFlowCheck.aShortPasswordIsAskedForAgainKeepingTheName.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func aRepeatThatDiffersCreatesNoAccount() async {
    await LoginPresenterFlowCheck.aRepeatThatDiffersCreatesNoAccount.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func ctrlCAtThePasswordAsksAndDiscardsTheRegistration() async {
    await LoginPresenterFlowCheck.ctrlCAtThePasswordAsksAndDiscardsTheRegistration.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func ctrlCAnsweredKeepAsksForThePasswordAgain() async
  {
    await LoginPresenterFlowCheck.ctrlCAnsweredKeepAsksForThePasswordAgain.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginEndOfInputCreatesNoAccount))
  func theEndOfInputAtEitherPasswordCreatesNoAccount() async {
    await LoginPresenterFlowCheck.theEndOfInputAtEitherPasswordCreatesNoAccount.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginRegisterChecksThenLogsIn)) func aBlankNameIsRefusedBeforeAnyPassword() async {
    await LoginPresenterFlowCheck.aBlankNameIsRefusedBeforeAnyPassword.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginKeptSessionGoesStraightIn)) func aSavedSessionLogsInWithoutAPassword() async {
    await LoginPresenterFlowCheck.aSavedSessionLogsInWithoutAPassword.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginLoggingOutSaysSo)) func loggingOutEndsTheSessionAndSaysSo() async {
    await LoginPresenterFlowCheck.loggingOutEndsTheSessionAndSaysSo.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginRemembersTheUsername)) func rememberOffForgetsTheNameAtTheNextLogin() async {
    await LoginPresenterFlowCheck.rememberOffForgetsTheNameAtTheNextLogin.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }

  @Test(.tags(.loginWrongPasswordStays)) func aStorageFailureIsOneErrorAndChangesNothing() async {
    await LoginPresenterFlowCheck.aStorageFailureIsOneErrorAndChangesNothing.run(
      LoginPresenter.init(view:authService:preferencesService:savedSessions:backendLabel:))
  }
}
