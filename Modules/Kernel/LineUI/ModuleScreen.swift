/// The View of a VIPER module, as the screen stack sees it.
///
/// A view never stores its presenter: `ModuleScreen` owns both and hands the presenter
/// to the view with each event, so the presenter can hold the view without a cycle and
/// nothing is wired after construction.
@MainActor
public protocol LineView: AnyObject {
  /// The presenter's input protocol, as an existential (`any PlayerListPresenting`).
  associatedtype Presenter

  var prompt: String { get }
  var commands: [CommandHelp] { get }
  func appear(presenter: Presenter) async
  /// The screen left the stack.
  func disappear(presenter: Presenter) async
  /// Words Tab completes after a command word (player names); none by default.
  func completionWords(presenter: Presenter) -> [String]
  func handle(_ command: CommandInput, presenter: Presenter) async
  /// Whether the screen is a form Ctrl-C leaves (see `Screen.isForm`); no by default.
  var isForm: Bool { get }
  func goBack(presenter: Presenter) async -> BackDecision
  func shouldQuit(atEndOfInput: Bool, presenter: Presenter) async -> Bool
}

extension LineView {
  public func disappear(presenter: Presenter) async {}
  public func completionWords(presenter: Presenter) -> [String] { [] }
  public var isForm: Bool { false }
  public func goBack(presenter: Presenter) async -> BackDecision { .pop }
  public func shouldQuit(atEndOfInput: Bool, presenter: Presenter) async -> Bool { true }
}

/// A screen made of a module's View and Presenter: what a builder returns.
@MainActor
public final class ModuleScreen<View: LineView>: Screen {
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
    LineCompletion(commands: commands, argumentWords: view.completionWords(presenter: presenter))
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
