extension ModuleTemplates {
  var view: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)View.swift",
      contents: #"""
        import LineUI

        /// The events the view reports to its presenter.
        @MainActor
        protocol \#(n)Presenting: AnyObject {
          func viewDidAppear() async
          /// `list`: the screen again, reloaded.
          func didRequestList() async
          func didRequestDone() async
        }

        /// Renders the \#(module.title) screen and turns each typed line into one presenter call.
        /// Messages, errors, questions and titles are LineUI's `ConsoleView` defaults; the
        /// commands are written once, in `commands`: `help` and the hint line come from it.
        @MainActor
        final class \#(n)View: ModuleView, ConsoleView, \#(n)Displaying {
          let console: Console

          init(console: Console) {
            self.console = console
          }

          let prompt = "\#(module.prompt)"

          let commands = [
            CommandHelp("list", "show this screen again"),
            CommandHelp("done", "leave this screen"),
          ]

          // MARK: Input

          func appear(presenter: any \#(n)Presenting) async {
            await presenter.viewDidAppear()
          }

          func handle(_ command: CommandInput, presenter: any \#(n)Presenting) async {
            do throws(CommandError) {
              switch command.name {
              case "list": await presenter.didRequestList()
              case "done": await presenter.didRequestDone()
              default: throw .unknown(command.name, commands: commands)
              }
            } catch {
              displayError(error.message)
            }
          }

          // MARK: Output

          func display(_ viewModel: \#(n)ViewModel) {
            displayTitle(viewModel.title)
            displayLines(viewModel.lines)
            console.hint(CommandHelp.hintLine(of: commands, then: ["help", "quit"]))
          }
        }

        """#)
  }

  var presenter: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)Presenter.swift",
      contents: #"""
        import Domain

        /// What the presenter asks of the view.
        @MainActor
        protocol \#(n)Displaying: AnyObject {
          func display(_ viewModel: \#(n)ViewModel)
          func displayError(_ message: String)
        }

        /// The use cases the presenter runs.
        protocol \#(n)Interacting: Sendable {
          func load() async throws(FootballGatherError) -> \#(n)Entity
        }

        /// Reacts to the \#(module.title) screen's events, runs the use cases and formats the result.
        @MainActor
        final class \#(n)Presenter: \#(n)Presenting {
          private let view: any \#(n)Displaying
          private let interactor: any \#(n)Interacting
          private weak var router: (any \#(n)Router)?

          init(
            view: any \#(n)Displaying, interactor: any \#(n)Interacting,
            router: any \#(n)Router
          ) {
            self.view = view
            self.interactor = interactor
            self.router = router
          }

          func viewDidAppear() async {
            await show()
          }

          func didRequestList() async {
            await show()
          }

          func didRequestDone() async {
            await router?.finish()
          }

          private func show() async {
            do {
              view.display(makeViewModel(try await interactor.load()))
            } catch {
              view.displayError("could not load \#(module.title.lowercased()): \(error.message)")
            }
          }

          private func makeViewModel(_ entity: \#(n)Entity) -> \#(n)ViewModel {
            \#(n)ViewModel(
              title: "\#(module.title)",
              lines: entity.items.isEmpty
                ? ["Nothing here yet."]
                : entity.items.enumerated().map { "\($0.offset + 1). \($0.element)" })
          }
        }

        """#)
  }

  var viewModel: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)ViewModel.swift",
      contents: #"""
        /// What the \#(module.title) screen shows, as plain strings: the presenter's output to the view.
        struct \#(n)ViewModel: Equatable, Sendable {
          var title: String
          var lines: [String]
        }

        """#)
  }
}
