/// A screen made of a module's View and Presenter: what a builder returns.
@MainActor
public final class ModuleScreen<View: ModuleView>: Screen {
  private let view: View
  private let presenter: View.Presenter

  public init(view: View, presenter: View.Presenter) {
    self.view = view
    self.presenter = presenter
  }

  public var prompt: String { view.prompt }
  public var commands: [CommandHelp] { view.commands }
  public func appear() async { await view.appear(presenter: presenter) }
  public func disappear() async { await view.disappear(presenter: presenter) }
  public var completion: LineCompletion {
    view.completion(presenter: presenter)
  }
  public func handle(_ command: CommandInput) async {
    await view.handle(command, presenter: presenter)
  }
  public var isForm: Bool { view.isForm }
  public func goBack() async -> BackDecision { await view.goBack(presenter: presenter) }
  public func shouldQuit(atEndOfInput: Bool) async -> Bool {
    await view.shouldQuit(atEndOfInput: atEndOfInput, presenter: presenter)
  }
}
