import LineUI

/// A variant's screen with the objects its weak references need while it is shown (the
/// adapter to the flow's Router, an MVP-C coordinator): the stack owns this screen, so
/// they live exactly as long as the screen. It forwards everything else.
@MainActor
final class KeepingScreen: Screen {
  private let screen: any Screen
  private let kept: [AnyObject]

  init(_ screen: any Screen, keeping kept: [AnyObject]) {
    self.screen = screen
    self.kept = kept
  }

  var prompt: String { screen.prompt }
  var commands: [CommandHelp] { screen.commands }
  var completion: LineCompletion { screen.completion }
  var isForm: Bool { screen.isForm }
  func appear() async { await screen.appear() }
  func disappear() async { await screen.disappear() }
  func handle(_ command: CommandInput) async { await screen.handle(command) }
  func goBack() async -> BackDecision { await screen.goBack() }
  func shouldQuit(atEndOfInput: Bool) async -> Bool {
    await screen.shouldQuit(atEndOfInput: atEndOfInput)
  }
}
