extension ModuleTemplates {
  var doubles: TemplateFile {
    let n = module.name
    let l = module.lowerCamel
    return TemplateFile(
      name: "Doubles.swift",
      contents: #"""
        import Domain
        import TestDoubles

        @testable import \#(module.target)

        /// Records everything the presenter shows, in order. Strict: a call the test does
        /// not expect fails it.
        @MainActor
        final class Spy\#(n)View: \#(n)Displaying, StrictDouble {
          enum Method: Hashable, Sendable { case display, displayError }

          enum Output: Equatable {
            case display(\#(n)ViewModel)
            case error(String)
          }

          let expected = ExpectedCalls<Method>(of: "Spy\#(n)View")
          private(set) var outputs: [Output] = []

          func display(_ viewModel: \#(n)ViewModel) {
            expected.check(.display)
            outputs.append(.display(viewModel))
          }

          func displayError(_ message: String) {
            expected.check(.displayError)
            outputs.append(.error(message))
          }
        }

        /// Answers with fixed items; fails when told to. Immutable, so plainly Sendable.
        /// Strict: a call the test does not expect fails it, naming the method.
        final class Stub\#(n)Interactor: \#(n)Interacting, StrictDouble, Sendable {
          enum Method: Hashable, Sendable { case load }

          let expected: ExpectedCalls<Method>
          let items: [String]
          let failure: FootballGatherError?

          init(
            items: [String] = [], failure: FootballGatherError? = nil,
            expecting methods: Set<Method> = []
          ) {
            self.items = items
            self.failure = failure
            expected = ExpectedCalls(of: "Stub\#(n)Interactor", methods)
          }

          func load() async throws(FootballGatherError) -> \#(n)Entity {
            expected.check(.load)
            if let failure { throw failure }
            return \#(n)Entity(items: items)
          }
        }

        /// Records where the presenter asked to go. Strict: a route the test does not
        /// expect fails it.
        @MainActor
        final class Recording\#(n)Router: \#(n)Routing, StrictDouble {
          enum Method: Hashable, Sendable { case finish }

          let expected = ExpectedCalls<Method>(of: "Recording\#(n)Router")
          private(set) var finishes = 0

          func finish() async {
            expected.check(.finish)
            finishes += 1
          }
        }

        /// Records every event the view reports. Strict: a call the test does not expect
        /// fails it.
        @MainActor
        final class Spy\#(n)Presenter: \#(n)Presenting, StrictDouble {
          enum Method: Hashable, Sendable { case viewDidAppear, didRequestList, didRequestDone }

          let expected = ExpectedCalls<Method>(of: "Spy\#(n)Presenter")
          private(set) var events: [String] = []

          func viewDidAppear() async {
            expected.check(.viewDidAppear)
            events.append("viewDidAppear")
          }

          func didRequestList() async {
            expected.check(.didRequestList)
            events.append("didRequestList")
          }

          func didRequestDone() async {
            expected.check(.didRequestDone)
            events.append("didRequestDone")
          }
        }

        /// Records what the module asked of its parent. Strict: a call the test does not
        /// expect fails it.
        @MainActor
        final class Recording\#(n)Listener: \#(n)Listener, StrictDouble {
          enum Method: Hashable, Sendable { case \#(l)DidFinish }

          let expected = ExpectedCalls<Method>(of: "Recording\#(n)Listener")
          private(set) var events: [String] = []

          func \#(l)DidFinish() async {
            expected.check(.\#(l)DidFinish)
            events.append("finish")
          }
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
          let router = Recording\#(n)Router()

          func makePresenter(_ interactor: Stub\#(n)Interactor) -> \#(n)Presenter {
            \#(n)Presenter(view: view, interactor: interactor, router: router)
          }

          @Test func appearingShowsTheItemsNumbered() async {
            view.expect(.display)
            let interactor = Stub\#(n)Interactor(items: ["first", "second"], expecting: [.load])
            await makePresenter(interactor).viewDidAppear()
            #expect(
              view.outputs == [
                .display(
                  \#(n)ViewModel(
                    title: "\#(module.title)", lines: ["1. first", "2. second"]))
              ])
          }

          @Test func nothingToShowSaysSo() async {
            view.expect(.display)
            await makePresenter(Stub\#(n)Interactor(expecting: [.load])).viewDidAppear()
            guard case .display(let viewModel)? = view.outputs.last else {
              Issue.record("expected a view model, got \(view.outputs)")
              return
            }
            #expect(viewModel.lines == ["Nothing here yet."])
          }

          @Test func aLoadFailureIsOneErrorLine() async {
            view.expect(.displayError)
            let interactor = Stub\#(n)Interactor(
              failure: .storage("disk full"), expecting: [.load])
            await makePresenter(interactor).viewDidAppear()
            #expect(view.outputs == [.error("could not load \#(module.title.lowercased()): storage failed: disk full")])
          }

          @Test func doneAsksTheRouterToFinish() async {
            router.expect(.finish)
            await makePresenter(Stub\#(n)Interactor()).didRequestDone()
            #expect(router.finishes == 1)
            #expect(view.outputs.isEmpty)
          }
        }

        """#)
  }
}
