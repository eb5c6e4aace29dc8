extension ModuleTemplates {
  var viewTests: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)ViewTests.swift",
      contents: #"""
        import LineUI
        import TestDoubles
        import TestSupport
        import Testing

        @testable import \#(module.target)

        @MainActor
        struct \#(n)ViewTests {
          /// The screen showing one line, reporting to a spy presenter.
          let screen = ViewHarness(\#(n)View.init(console:), presenter: Spy\#(n)Presenter())

          init() {
            screen.view.display(\#(n)ViewModel(title: "\#(module.title)", lines: ["1. first"]))
          }

          @Test func rendersTitleLinesAndHint() {
            #expect(
              screen.output.lines == [
                "", "\#(module.title)", "1. first", "Commands: list, done, help, quit", "",
              ])
          }

          @Test func eachCommandBecomesOnePresenterCall() async {
            let events = await screen.events(
              expecting: .didRequestList, .didRequestDone, afterTyping: ["list", "DONE"])
            #expect(events == ["didRequestList", "didRequestDone"])
          }

          @Test(arguments: ["dance", "lists"])
          func anUnknownCommandIsOneErrorLineAndNoCall(line: String) async {
            await screen.expectRefusal(
              of: line,
              saying: "error: unknown command '\(line)'; type one of: list, done, help, back, quit")
          }
        }

        """#)
  }

  var interactorTests: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)InteractorTests.swift",
      contents: #"""
        import Testing

        @testable import \#(module.target)

        struct \#(n)InteractorTests {
          @Test func loadsTheItemsItWasGiven() async throws {
            let entity = try await \#(n)Interactor(items: ["a", "b"]).load()
            #expect(entity == \#(n)Entity(items: ["a", "b"]))
          }
        }

        """#)
  }

  var builderTests: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)BuilderTests.swift",
      contents: #"""
        import LineUI
        import TestDoubles
        import TestSupport
        import Testing

        @testable import \#(module.target)

        @MainActor
        struct \#(n)BuilderTests {
          @Test func theBuiltScreenShowsItselfAndFinishesThroughItsRouter() async {
            let (console, _, output) = Console.scripted()
            let router = Recording\#(n)Router()
            router.expect(.finish)
            let screen = \#(n)Builder(console: console).build(router: router)
            await screen.appear()
            await screen.handle(CommandInput("done"))
            #expect(output.lines.contains("\#(module.title)"))
            #expect(router.finishes == 1)
            #expect(screen.prompt == "\#(module.prompt)")
          }

          /// The flow that owns the module implements its Router and is kept elsewhere: the
          /// screen on the stack must not keep it alive.
          @Test func theBuiltScreenDoesNotKeepItsRouterAlive() {
            let (released, screen) = ListenerRelease.check(
              { Recording\#(n)Router() },
              holder: { \#(n)Builder(console: Console.scripted().0).build(router: $0) })
            #expect(released)
            #expect(screen.prompt == "\#(module.prompt)")
          }
        }

        """#)
  }
}
