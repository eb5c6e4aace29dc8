/// The navigation stack the composition root drives, and the app's read–dispatch loop.
///
/// It shows the top screen, reads a line, handles `help`, `back` and `quit` itself and
/// hands every other line to the top screen. It stops on `quit` or at the end of input
/// (whatever the screen answers then). A screen that leaves the stack is told
/// (`disappear`), top first, and so is every screen left when the loop ends.
@MainActor
public final class ScreenStack {
  private let console: Console
  public private(set) var screens: [any Screen] = []
  private var isRunning = false
  /// Work queued by `afterCurrentLine`, run once the line being handled is done.
  private var pending: [@MainActor () async -> Void] = []
  private var isHandlingLine = false

  public init(console: Console) {
    self.console = console
  }

  public var top: (any Screen)? { screens.last }

  /// Shows `screen` on top of the current one.
  public func push(_ screen: any Screen) async {
    screens.append(screen)
    await screen.appear()
  }

  /// Leaves the top screen and shows the one below again.
  public func pop() async {
    guard screens.count > 1 else { return }
    await remove(from: screens.count - 1)
    await top?.appear()
  }

  /// Leaves every screen above the first one and shows the first again.
  public func popToRoot() async {
    guard screens.count > 1 else { return }
    await remove(from: 1)
    await top?.appear()
  }

  /// Leaves every screen above `screen` and shows it again; nothing happens when
  /// `screen` is not on the stack.
  public func pop(to screen: any Screen) async {
    guard let index = screens.lastIndex(where: { $0 === screen }) else { return }
    guard index < screens.count - 1 else { return }
    await remove(from: index + 1)
    await screen.appear()
  }

  /// Replaces the whole stack with `screen`.
  public func setRoot(_ screen: any Screen) async {
    await remove(from: 0)
    screens = [screen]
    await screen.appear()
  }

  /// Takes the screens from `index` up off the stack, telling each, top first.
  private func remove(from index: Int) async {
    while screens.count > index {
      let screen = screens.removeLast()
      await screen.disappear()
    }
  }

  /// Ends the loop after the current line (used by `quit` and by screens that finish the app).
  public func stop() {
    isRunning = false
  }

  /// Reads and dispatches lines until `quit` or the end of input, then lets every
  /// screen left on the stack know it is gone.
  public func run() async {
    isRunning = true
    var endedOnce = false
    while isRunning, let screen = top {
      let line: String
      switch await console.read(screen.prompt, completion: screen.completion) {
      case .line(let typed):
        line = typed
      case .interrupted:
        endedOnce = false
        await interrupt(screen)
        continue
      case .endOfInput:
        // Ctrl-D on an empty line at a terminal goes back, as `back` does (a form with
        // something typed asks first); a second one in a row, on the first screen, or
        // the end of piped input ends the app.
        if console.isInteractive, !endedOnce, screens.count > 1 {
          endedOnce = true
          if await screen.goBack() == .pop { await pop() }
          continue
        }
        // The end of input cannot be answered: the screen saves what it must, and the
        // app ends whatever it says.
        _ = await screen.shouldQuit(atEndOfInput: true)
        isRunning = false
        continue
      }
      endedOnce = false
      isHandlingLine = true
      await dispatch(CommandInput(line), on: screen)
      isHandlingLine = false
      await runPending()
    }
    isRunning = false
    await remove(from: 0)
  }

  /// Ctrl-C on an empty line: a form is left as `back` leaves it (asking first when
  /// something was typed); any other screen says how to leave.
  private func interrupt(_ screen: any Screen) async {
    guard screen.isForm else {
      return console.line(
        screens.count > 1
          ? "(to go back, type back or press Ctrl-D; to leave, type quit)"
          : "(to leave, type quit or press Ctrl-D)")
    }
    if await screen.goBack() == .pop, screens.count > 1 { await pop() }
  }

  /// Runs `action` after the line being handled (at once when no line is being handled),
  /// so a screen can finish its output before, e.g., an expired session sends the user
  /// back to the first screen.
  public func afterCurrentLine(_ action: @escaping @MainActor () async -> Void) async {
    if isHandlingLine {
      pending.append(action)
    } else {
      await action()
    }
  }

  private func runPending() async {
    while !pending.isEmpty {
      await pending.removeFirst()()
    }
  }

  private func dispatch(_ command: CommandInput, on screen: any Screen) async {
    switch command.name {
    case "":
      return
    case "help", "?":
      showHelp(for: screen)
    case "back":
      guard await screen.goBack() == .pop else { return }
      if screens.count > 1 {
        await pop()
      } else {
        console.error("there is no screen to go back to; type quit to leave")
      }
    case "quit", "exit":
      if await screen.shouldQuit(atEndOfInput: false) { stop() }
    default:
      await screen.handle(command)
    }
  }

  /// The screen's commands and what each does, in two columns; a summary too long for
  /// the terminal goes on under its own column. `back` is left out on the first screen,
  /// where there is nothing to go back to. A command written wider than
  /// `helpUsageWidth` (History's `edit N score A-B|remove G|...`) has a line of its own and
  /// its summary starts the next, so it does not push every summary to the right.
  private func showHelp(for screen: any Screen) {
    let global = CommandHelp.global.filter { screens.count > 1 || $0.keyword != "back" }
    let all = screen.commands + global
    let width = all.map(\.usage.count).filter { $0 <= Self.helpUsageWidth }.max() ?? 0
    console.line("Commands:")
    for command in all {
      guard command.usage.count <= width else {
        console.line("  \(command.usage)")
        let indent = String(repeating: " ", count: width + 4)
        console.line(indent + command.summary, continuedAt: width + 4)
        continue
      }
      let padding = String(repeating: " ", count: width - command.usage.count)
      console.line("  \(command.usage)\(padding)  \(command.summary)", continuedAt: width + 4)
    }
  }

  /// The widest command that keeps its summary on its own line in `help`: a summary then
  /// starts by column 28, leaving most of an 80-column terminal for it.
  public static let helpUsageWidth = 24
}
