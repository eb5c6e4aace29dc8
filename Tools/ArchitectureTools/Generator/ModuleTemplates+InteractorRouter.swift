extension ModuleTemplates {
  var interactor: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)Interactor.swift",
      contents: #"""
        import Domain

        /// The \#(module.title) use cases. Replace the starter items with calls to a Domain
        /// service passed in through the initialiser (see PlayerListInteractor).
        struct \#(n)Interactor: \#(n)Interacting {
          private let items: [String]

          init(items: [String] = []) {
            self.items = items
          }

          func load() async throws(FootballGatherError) -> \#(n)Entity {
            \#(n)Entity(items: items)
          }
        }

        """#)
  }

  var entity: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "Entity/\(n)Entity.swift",
      contents: #"""
        /// The Entity of the \#(module.title) module: the plain values its use cases work on.
        /// Each entity type has its own file in this `Entity` folder.
        struct \#(n)Entity: Equatable, Sendable {
          var items: [String]
        }

        """#)
  }

  var router: TemplateFile {
    let n = module.name
    let l = module.lowerCamel
    return TemplateFile(
      name: "\(n)Router.swift",
      contents: #"""
        /// What the \#(module.title) module asks of its parent: the composition root implements it.
        @MainActor
        public protocol \#(n)Listener: AnyObject {
          func \#(l)DidFinish() async
        }

        /// Turns the presenter's navigation requests into calls on the listener.
        @MainActor
        final class \#(n)Router: \#(n)Routing {
          private weak var listener: (any \#(n)Listener)?

          init(listener: any \#(n)Listener) {
            self.listener = listener
          }

          func finish() async {
            await listener?.\#(l)DidFinish()
          }
        }

        """#)
  }

  var builder: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)Builder.swift",
      contents: #"""
        import LineUI

        /// The \#(module.title) module's one public entry: builds View, Interactor, Presenter and
        /// Router, wires them through their initialisers and returns the screen.
        public struct \#(n)Builder {
          private let console: Console

          public init(console: Console) {
            self.console = console
          }

          @MainActor
          public func build(listener: any \#(n)Listener) -> any Screen {
            let view = \#(n)View(console: console)
            let presenter = \#(n)Presenter(
              view: view,
              interactor: \#(n)Interactor(),
              router: \#(n)Router(listener: listener))
            return ModuleScreen(view: view, presenter: presenter as any \#(n)Presenting)
          }
        }

        """#)
  }
}
