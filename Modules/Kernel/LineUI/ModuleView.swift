/// The View of a VIPER module, as its `ModuleScreen` drives it: the prompt, the commands
/// and one call per event, each given the presenter.
///
/// A view never stores its presenter: `ModuleScreen` owns both and hands the presenter
/// to the view with each event, so the presenter can hold the view without a cycle and
/// nothing is wired after construction.
@MainActor
public protocol ModuleView: AnyObject {
  /// The presenter's input protocol, as an existential (`any PlayerListPresenting`).
  associatedtype Presenter

  var prompt: String { get }
  var commands: [CommandHelp] { get }
  func appear(presenter: Presenter) async
  /// The screen left the stack.
  func disappear(presenter: Presenter) async
  /// Words Tab completes after a command word (player names); none by default.
  func completionWords(presenter: Presenter) -> [String]
  /// What Tab completes on the prompt: the commands, then `completionWords`; a screen
  /// whose commands take numbers adds its numbered rows (`LineCompletion.numberedWords`).
  func completion(presenter: Presenter) -> LineCompletion
  func handle(_ command: CommandInput, presenter: Presenter) async
  /// Whether the screen is a form Ctrl-C leaves (see `Screen.isForm`); no by default.
  var isForm: Bool { get }
  func goBack(presenter: Presenter) async -> BackDecision
  func shouldQuit(atEndOfInput: Bool, presenter: Presenter) async -> Bool
}

extension ModuleView {
  public func disappear(presenter: Presenter) async {}
  public func completionWords(presenter: Presenter) -> [String] { [] }
  public func completion(presenter: Presenter) -> LineCompletion {
    LineCompletion(commands: commands, argumentWords: completionWords(presenter: presenter))
  }
  public var isForm: Bool { false }
  public func goBack(presenter: Presenter) async -> BackDecision { .pop }
  public func shouldQuit(atEndOfInput: Bool, presenter: Presenter) async -> Bool { true }
}
