import LineUI
import TestSupport
import Testing

/// A screen that records what it was given.
@MainActor
final class RecordingScreen: Screen {
  let name: String
  var backDecision = BackDecision.pop
  var quitAnswer = true
  private(set) var events: [String] = []
  /// How many times the screen was told it left the stack.
  private(set) var disappearances = 0
  /// Runs after each handled line.
  var onHandle: (@MainActor () async -> Void)?

  init(_ name: String) { self.name = name }

  var prompt: String { "\(name)> " }
  var commands = [CommandHelp("ping", "answer pong")]
  func appear() async { events.append("appear") }
  func disappear() async { disappearances += 1 }
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    events.append(atEndOfInput ? "end of input" : "quit")
    return quitAnswer
  }
  func handle(_ command: CommandInput) async {
    events.append(command.line)
    await onHandle?()
  }
  func goBack() async -> BackDecision {
    events.append("back")
    return backDecision
  }
}

@MainActor
struct ScreenStackTests {
  @Test func linesGoToTheTopScreenUntilTheInputEnds() async {
    let (console, _, output) = Console.scripted(["ping", "", "Ping twice"])
    let stack = ScreenStack(console: console)
    let screen = RecordingScreen("one")
    await stack.setRoot(screen)
    await stack.run()
    #expect(screen.events == ["appear", "ping", "Ping twice", "end of input"])
    #expect(output.lines == ["one> ping", "one> ", "one> Ping twice", "one> ", ""])
  }

  @Test func helpListsTheScreensCommandsAndTheGlobalOnes() async {
    let (console, _, output) = Console.scripted(["help"])
    let stack = ScreenStack(console: console)
    await stack.setRoot(RecordingScreen("one"))
    await stack.push(RecordingScreen("two"))
    await stack.run()
    #expect(
      output.lines.dropFirst().prefix(5) == [
        "Commands:",
        "  ping  answer pong",
        "  help  list this screen's commands",
        "  back  go back to the previous screen",
        "  quit  leave Football Gather",
      ])
  }

  /// Issue 36: History's widest command pushed every summary to column 89, so at 110
  /// columns each one broke. A command wider than the column gets a line of its own.
  @Test func aCommandTooWideForTheColumnHasALineOfItsOwnAndTheOthersStayLeft() async {
    let (console, _, output) = Console.scripted(["help"])
    let stack = ScreenStack(console: console)
    let screen = RecordingScreen("one")
    screen.commands = [
      CommandHelp("show N", "show gather N"),
      CommandHelp("records [goals|won|played|name|win%] [since YYYY-MM-DD]", "every record"),
    ]
    await stack.setRoot(screen)
    await stack.run()
    #expect(
      output.lines.dropFirst().prefix(6) == [
        "Commands:",
        "  show N  show gather N",
        "  records [goals|won|played|name|win%] [since YYYY-MM-DD]",
        "          every record",
        "  help    list this screen's commands",
        "  quit    leave Football Gather",
      ])
  }

  @Test func theFirstScreensHelpLeavesOutBackWhichHasNowhereToGo() async {
    let (console, _, output) = Console.scripted(["help"])
    let stack = ScreenStack(console: console)
    await stack.setRoot(RecordingScreen("one"))
    await stack.run()
    #expect(
      output.lines.dropFirst().prefix(4) == [
        "Commands:",
        "  ping  answer pong",
        "  help  list this screen's commands",
        "  quit  leave Football Gather",
      ])
  }

  @Test func backPopsAndTheScreenBelowAppearsAgain() async {
    let (console, _, _) = Console.scripted(["back", "ping"])
    let stack = ScreenStack(console: console)
    let root = RecordingScreen("root")
    await stack.setRoot(root)
    await stack.push(RecordingScreen("top"))
    await stack.run()
    #expect(root.events == ["appear", "appear", "ping", "end of input"])
  }

  @Test func popToAScreenLeavesEveryScreenAboveItAndShowsItOnce() async {
    let (console, _, _) = Console.scripted()
    let stack = ScreenStack(console: console)
    let (root, list, middle) = (
      RecordingScreen("root"), RecordingScreen("list"), RecordingScreen("mid")
    )
    await stack.setRoot(root)
    await stack.push(list)
    await stack.push(middle)
    await stack.push(RecordingScreen("top"))
    await stack.pop(to: list)
    #expect(stack.screens.map { ($0 as? RecordingScreen)?.name } == ["root", "list"])
    #expect(list.events == ["appear", "appear"])
    #expect(middle.events == ["appear"])
    await stack.pop(to: RecordingScreen("elsewhere"))
    #expect(stack.screens.count == 2)
  }

  @Test func backOnTheFirstScreenIsAnError() async {
    let (console, _, output) = Console.scripted(["back"])
    let stack = ScreenStack(console: console)
    await stack.setRoot(RecordingScreen("root"))
    await stack.run()
    #expect(output.lines.contains("error: there is no screen to go back to; type quit to leave"))
  }

  @Test func aScreenMayHandleBackItself() async {
    let (console, _, _) = Console.scripted(["back"])
    let stack = ScreenStack(console: console)
    let top = RecordingScreen("top")
    top.backDecision = .stay
    await stack.setRoot(RecordingScreen("root"))
    await stack.push(top)
    await stack.run()
    #expect(top.events == ["appear", "back", "end of input"])
    #expect(top.disappearances == 1)
  }

  @Test func theEndOfInputEndsTheLoopWhateverTheScreenAnswers() async {
    let (console, _, _) = Console.scripted(["ping"])
    let stack = ScreenStack(console: console)
    let screen = RecordingScreen("match")
    screen.quitAnswer = false
    await stack.setRoot(screen)
    await stack.run()
    #expect(screen.events == ["appear", "ping", "end of input"])
    #expect(stack.screens.isEmpty)
  }

  @Test func ctrlDAtATerminalGoesBackOnceThenEndsTheApp() async {
    let (console, _, _) = Console.scripted(["ping"], isTerminal: true)
    let stack = ScreenStack(console: console)
    let form = RecordingScreen("form")
    form.backDecision = .stay
    let root = RecordingScreen("root")
    await stack.setRoot(root)
    await stack.push(form)
    await stack.run()
    // The first Ctrl-D is `back` (the form stays, as one with changes would after "no");
    // the second ends the app.
    #expect(form.events == ["appear", "ping", "back", "end of input"])
    #expect(stack.screens.isEmpty)
  }

  @Test func ctrlDAtATerminalLeavesAScreenThatLetsGo() async {
    let (console, _, _) = Console.scripted([], isTerminal: true)
    let stack = ScreenStack(console: console)
    let root = RecordingScreen("root")
    await stack.setRoot(root)
    await stack.push(RecordingScreen("detail"))
    await stack.run()
    #expect(root.events == ["appear", "appear", "end of input"])
  }

  @Test func aScreenLeavingTheStackIsToldOnceTopFirst() async {
    let (console, _, _) = Console.scripted()
    let stack = ScreenStack(console: console)
    let screens = ["root", "list", "detail", "edit"].map(RecordingScreen.init)
    await stack.setRoot(screens[0])
    for screen in screens.dropFirst() { await stack.push(screen) }
    await stack.pop()
    #expect(screens.map(\.disappearances) == [0, 0, 0, 1])
    await stack.popToRoot()
    #expect(screens.map(\.disappearances) == [0, 1, 1, 1])
    let login = RecordingScreen("login")
    await stack.setRoot(login)
    #expect(screens[0].disappearances == 1)
    await stack.run()
    #expect(login.disappearances == 1)
    #expect(screens.map(\.disappearances) == [1, 1, 1, 1])
  }

  @Test func tabCompletesAScreensCommandWordsAndTheGlobalOnesByDefault() {
    let completion = RecordingScreen("one").completion
    #expect(completion.commandWords == ["ping", "help", "back", "quit"])
    #expect(completion.argumentWords.isEmpty)
  }

  @Test func quitStopsBeforeTheRestOfTheInput() async {
    let (console, input, _) = Console.scripted(["quit", "ping"])
    let stack = ScreenStack(console: console)
    let screen = RecordingScreen("one")
    await stack.setRoot(screen)
    await stack.run()
    #expect(screen.events == ["appear", "quit"])
    #expect(input.unread == ["ping"])
  }
}

@MainActor
struct ScreenStackDeferredWorkTests {
  @Test func workQueuedDuringALineRunsAfterTheLine() async {
    let (console, _, output) = Console.scripted(["ping", "ping"])
    let stack = ScreenStack(console: console)
    await stack.setRoot(RecordingScreen("root"))
    let top = RecordingScreen("top")
    await stack.push(top)
    top.onHandle = {
      await stack.afterCurrentLine {
        console.line("deferred")
        await stack.popToRoot()
      }
    }
    await stack.run()
    #expect(top.events == ["appear", "ping"])
    #expect(output.lines.prefix(3) == ["top> ping", "deferred", "root> ping"])
  }

  @Test func workQueuedOutsideALineRunsAtOnce() async {
    let (console, _, output) = Console.scripted([])
    let stack = ScreenStack(console: console)
    await stack.afterCurrentLine { console.line("now") }
    #expect(output.lines == ["now", ""])
  }
}

/// Ctrl-C on an empty line at a screen's prompt.
@MainActor
struct ScreenStackInterruptTests {
  /// A form: Ctrl-C leaves it as `back` does.
  final class FormScreen: Screen {
    let recording = RecordingScreen("form")
    var prompt: String { recording.prompt }
    var commands: [CommandHelp] { recording.commands }
    let isForm = true
    func appear() async { await recording.appear() }
    func handle(_ command: CommandInput) async { await recording.handle(command) }
    func goBack() async -> BackDecision { await recording.goBack() }
  }

  @Test func controlCOnAScreenSaysHowToLeaveAndChangesNothing() async {
    let (console, _, output) = Console.keyboard([.interrupted, .line("ping"), .line("quit")])
    let stack = ScreenStack(console: console)
    let root = RecordingScreen("root")
    await stack.setRoot(root)
    await stack.run()
    #expect(root.events == ["appear", "ping", "quit"])
    #expect(
      output.lines.prefix(3) == [
        "root> ^C", "(to leave, type quit or press Ctrl-D)", "root> ping",
      ])
  }

  @Test func controlCBelowTheFirstScreenSaysHowToGoBackToo() async {
    let (console, _, output) = Console.keyboard([.interrupted, .line("quit")])
    let stack = ScreenStack(console: console)
    await stack.setRoot(RecordingScreen("root"))
    let list = RecordingScreen("list")
    await stack.push(list)
    await stack.run()
    #expect(list.events == ["appear", "quit"])
    #expect(
      output.lines.prefix(2) == [
        "list> ^C", "(to go back, type back or press Ctrl-D; to leave, type quit)",
      ])
  }

  @Test func controlCLeavesAFormThatLetsGo() async {
    let (console, _, _) = Console.keyboard([.line("ping"), .interrupted, .line("ping")])
    let stack = ScreenStack(console: console)
    let root = RecordingScreen("root")
    await stack.setRoot(root)
    let form = FormScreen()
    await stack.push(form)
    await stack.run()
    #expect(form.recording.events == ["appear", "ping", "back"])
    #expect(root.events == ["appear", "appear", "ping", "end of input"])
  }

  @Test func controlCOnAFormThatStaysKeepsItOnTop() async {
    let (console, _, _) = Console.keyboard([.interrupted, .line("ping"), .line("quit")])
    let stack = ScreenStack(console: console)
    await stack.setRoot(RecordingScreen("root"))
    let form = FormScreen()
    form.recording.backDecision = .stay
    await stack.push(form)
    await stack.run()
    #expect(form.recording.events == ["appear", "back", "ping"])
  }

  @Test func aQuestionInterruptedByControlCIsNotAnswered() async {
    let (console, input, _) = Console.keyboard([.interrupted, .line("yes")])
    #expect(await console.confirm("Discard it?") == false)
    #expect(input.unread == [.line("yes")])
    #expect(await console.ask("name> ") == "yes")
  }
}
