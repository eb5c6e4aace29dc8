import BehaviourCatalogue
import Domain
import Foundation
import TestSupport
import Testing

@testable import LoginFeature

/// What the parent asks of the Login module: take up a kept session, end one.
extension LoginPresenterTests {
  @Test(.tags(.loginKeptSessionGoesStraightIn))
  func aKeptSessionIsGreetedAndGoesStraightToThePlayerList() async {
    view.expect(.displayMessage)
    interactor.expect(.restoredSession)
    router.expect(.enter)
    interactor.savedSession = session
    #expect(await presenter.restoreSavedSession())
    #expect(
      view.outputs == [.message("Logged in as alice (saved session; type logout to end it).")])
    #expect(router.sessions == [session])
  }

  @Test func withoutAKeptSessionNothingIsShownAndTheLoginScreenStays() async {
    interactor.expect(.restoredSession)
    #expect(await presenter.restoreSavedSession() == false)
    #expect(view.outputs.isEmpty)
    #expect(router.sessions.isEmpty)
  }

  @Test(.tags(.loginLoggingOutSaysSo))
  func loggingOutEndsTheSessionAndSaysSo() async {
    view.expect(.displayMessage)
    interactor.expect(.logOut)
    await presenter.logOut(session)
    #expect(interactor.requests == ["logOut alice"])
    #expect(view.outputs == [.message("Logged out.")])
  }

  @Test func theInteractorTakesTheKeptSessionFromItsStoreAndEndsSessionsThroughTheService()
    async
  {
    let auth = FakeAuthService(accounts: [])
    let interactor = LoginInteractor(
      authService: auth, preferencesService: auth,
      savedSessions: FixedSavedSession(session: session))
    #expect(await interactor.restoredSession() == session)
    await interactor.logOut(session)
    #expect(auth.loggedOutSessions == [session])
  }
}
