extension ModuleTemplates {
  var viewTests: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)ViewTests.swift",
      contents: #"""
        import LineUI
        import TestSupport
        import Testing

        @testable import \#(module.target)

        @MainActor
        struct \#(n)ViewTests {
          @Test func rendersTitleLinesAndHint() {
            let (console, _, output) = Console.scripted()
            \#(n)View(console: console).display(
              \#(n)ViewModel(title: "\#(module.title)", lines: ["1. first"]))
            #expect(
              output.lines == [
                "", "\#(module.title)", "1. first", "Commands: list, done, help, quit", "",
              ])
          }

          @Test func eachCommandBecomesOnePresenterCall() async {
            let (console, _, _) = Console.scripted()
            let view = \#(n)View(console: console)
            let presenter = Spy\#(n)Presenter()
            presenter.expect(.didRequestList, .didRequestDone)
            for line in ["list", "DONE"] {
              await view.handle(CommandInput(line), presenter: presenter)
            }
            #expect(presenter.events == ["didRequestList", "didRequestDone"])
          }

          @Test func anUnknownCommandIsOneErrorLineAndNoCall() async {
            let (console, _, output) = Console.scripted()
            let presenter = Spy\#(n)Presenter()
            await \#(n)View(console: console).handle(CommandInput("dance"), presenter: presenter)
            #expect(output.lines.filter { $0.hasPrefix("error: ") }.count == 1)
            #expect(presenter.events.isEmpty)
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

  var routerTests: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)RouterTests.swift",
      contents: #"""
        import Testing

        @testable import \#(module.target)

        @MainActor
        struct \#(n)RouterTests {
          @Test func finishingTellsTheListener() async {
            let listener = Recording\#(n)Listener()
            listener.expect(.\#(module.lowerCamel)DidFinish)
            await \#(n)Router(listener: listener).finish()
            #expect(listener.events == ["finish"])
          }

          @Test func doesNotKeepItsListenerAlive() async {
            var listener: Recording\#(n)Listener? = Recording\#(n)Listener()
            let router = \#(n)Router(listener: listener!)
            weak let released = listener
            listener = nil
            #expect(released == nil)
            await router.finish()
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
        import TestSupport
        import Testing

        @testable import \#(module.target)

        @MainActor
        struct \#(n)BuilderTests {
          @Test func theBuiltScreenShowsItselfAndFinishesThroughTheListener() async {
            let (console, _, output) = Console.scripted()
            let listener = Recording\#(n)Listener()
            listener.expect(.\#(module.lowerCamel)DidFinish)
            let screen = \#(n)Builder(console: console).build(listener: listener)
            await screen.appear()
            await screen.handle(CommandInput("done"))
            #expect(output.lines.contains("\#(module.title)"))
            #expect(listener.events == ["finish"])
            #expect(screen.prompt == "\#(module.prompt)")
          }
        }

        """#)
  }
}
