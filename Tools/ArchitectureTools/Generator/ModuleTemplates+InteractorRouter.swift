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
    return TemplateFile(
      name: "\(n)Router.swift",
      contents: #"""
        /// The \#(module.title) module's ways out, each named after what the user wants. The flow
        /// that owns the module implements it, building and showing the next module; a Router
        /// never shows a screen itself.
        @MainActor
        public protocol \#(n)Router: AnyObject {
          /// The user typed `done`: they are finished with this screen.
          func finish() async
        }

        """#)
  }

  var builder: TemplateFile {
    let n = module.name
    return TemplateFile(
      name: "\(n)Builder.swift",
      contents: #"""
        import LineUI

        /// The \#(module.title) module's one public entry: builds View, Interactor and Presenter,
        /// wires them and the flow's Router through their initialisers and returns the screen.
        public struct \#(n)Builder {
          private let console: Console

          public init(console: Console) {
            self.console = console
          }

          /// The screen; `router` is the flow that owns the module, told each way out.
          @MainActor
          public func build(router: any \#(n)Router) -> any Screen {
            let view = \#(n)View(console: console)
            let presenter = \#(n)Presenter(
              view: view,
              interactor: \#(n)Interactor(),
              router: router)
            return ModuleScreen(view: view, presenter: presenter as any \#(n)Presenting)
          }
        }

        """#)
  }
}
