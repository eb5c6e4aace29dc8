/// One screen of the app: what a VIPER module's builder returns.
///
/// The screen stack shows it, feeds it the lines the user types, and handles
/// `help`, `back` and `quit` for every screen.
@MainActor
public protocol Screen: AnyObject {
  /// The prompt shown while the screen waits for a command, e.g. `players> `.
  var prompt: String { get }
  /// The screen's own commands, for `help` and for "unknown command" errors.
  var commands: [CommandHelp] { get }
  /// Called each time the screen becomes the top of the stack: render it.
  func appear() async
  /// Called once when the screen leaves the stack (popped, replaced, or the app ends):
  /// stop what it runs in the background.
  func disappear() async
  /// What Tab completes at the screen's prompt: by default the command words.
  var completion: LineCompletion { get }
  /// One line the user typed (never `help`, `back` or `quit`).
  func handle(_ command: CommandInput) async
  /// Whether the screen is a form (add or edit a player): Ctrl-C on an empty line leaves
  /// it as `back` does (asking first when something was typed). On other screens it only
  /// says how to leave.
  var isForm: Bool { get }
  /// The user typed `back`. Return `.pop` to leave the screen, `.stay` if handled.
  func goBack() async -> BackDecision
  /// The user typed `quit`: return `false` to stay. At the end of input (`atEndOfInput`)
  /// the app ends whatever the answer: save what must be kept.
  func shouldQuit(atEndOfInput: Bool) async -> Bool
}

extension Screen {
  public func disappear() async {}
  public var completion: LineCompletion { LineCompletion(commands: commands) }
  public var isForm: Bool { false }
  public func goBack() async -> BackDecision { .pop }
  public func shouldQuit(atEndOfInput: Bool) async -> Bool { true }
}
