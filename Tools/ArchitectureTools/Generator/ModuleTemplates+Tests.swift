extension ModuleTemplates {
  var doubles: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "Doubles.swift",
      contents: #"""
        import Domain
        import TestDoubles

        @testable import \#(module.target)

        /// Records everything the presenter shows, in order (TestDoubles' `RecordingView`).
        final class Spy\#(n)View: RecordingView<\#(n)ViewModel>, \#(n)Displaying {}

        /// Answers with the items the test gives it; fails when told to. Its settings sit
        /// behind one lock (TestDoubles' `LockedStub`). Strict: a call the test does not
        /// expect fails it.
        final class Stub\#(n)Interactor: \#(n)Interacting, LockedStub, StrictDouble {
          enum Method: Hashable, Sendable { case load }

          struct State {
            var items: [String] = []
            var failure: FootballGatherError?
          }

          let expected = ExpectedCalls<Method>(of: "Stub\#(n)Interactor")
          let state = LockedState(State())

          func load() async throws(FootballGatherError) -> \#(n)Entity {
            expected.check(.load)
            if let failure = self.failure { throw failure }
            return \#(n)Entity(items: self.items)
          }
        }

        /// Records each intent the presenter sent its Router, in order (TestDoubles'
        /// `RecordingDouble`). Strict.
        final class Recording\#(n)Router:
          RecordingDouble<Recording\#(n)Router.Method, String>, \#(n)Router
        {
          enum Method: Hashable, Sendable { case finish }

          /// How many times the user finished with the screen.
          var finishes: Int { calls.count }

          func finish() async { record(.finish, "finish") }
        }

        /// Records every event the view reports (TestDoubles' `RecordingPresenter`, which
        /// brings `viewDidAppear` and `didRequestList` with `ListingEvents`). Strict.
        final class Spy\#(n)Presenter: RecordingPresenter<Spy\#(n)Presenter.Method>,
          \#(n)Presenting
        {
          enum Method: ListingEvents { case viewDidAppear, didRequestList, didRequestDone }

          func didRequestDone() async { record(.didRequestDone) }
        }

        """#)
  }

  var presenterTests: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)PresenterTests.swift",
      contents: #"""
        import Domain
        import Testing

        @testable import \#(module.target)

        @MainActor
        struct \#(n)PresenterTests {
          let view = Spy\#(n)View()
          let interactor = Stub\#(n)Interactor()
          let router = Recording\#(n)Router()

          func makePresenter() -> \#(n)Presenter {
            \#(n)Presenter(view: view, interactor: interactor, router: router)
          }

          @Test func appearingShowsTheItemsNumbered() async {
            view.expect(.display)
            interactor.expect(.load)
            interactor.items = ["first", "second"]
            await makePresenter().viewDidAppear()
            #expect(
              view.outputs == [
                .display(
                  \#(n)ViewModel(
                    title: "\#(module.title)", lines: ["1. first", "2. second"]))
              ])
          }

          @Test func nothingToShowSaysSo() async {
            view.expect(.display)
            interactor.expect(.load)
            await makePresenter().viewDidAppear()
            #expect(view.lastViewModel?.lines == ["Nothing here yet."])
          }

          @Test func aLoadFailureIsOneErrorLine() async {
            view.expect(.displayError)
            interactor.expect(.load)
            interactor.failure = .storage("disk full")
            await makePresenter().viewDidAppear()
            #expect(
              view.outputs == [
                .error("could not load \#(module.title.lowercased()): storage failed: disk full")
              ])
          }

          @Test func doneAsksTheRouterToFinish() async {
            router.expect(.finish)
            await makePresenter().didRequestDone()
            #expect(router.finishes == 1)
            #expect(view.outputs.isEmpty)
          }
        }

        """#)
  }
}
