import LineUI

/// The screen a pushed screen goes back to (the player list), standing in for it: it
/// says when it shows again, so `back` and a finished edit are part of the transcript.
/// Given `resume`, it takes the player list's `resume` (a match left unfinished opens again).
@MainActor
final class ListStandIn: Screen {
  private let console: Console
  private let resume: (@MainActor () async -> Void)?

  init(console: Console, resume: (@MainActor () async -> Void)? = nil) {
    self.console = console
    self.resume = resume
  }

  let prompt = "players> "
  let commands: [CommandHelp] = []

  func appear() async {
    console.line("parent: the player list shows")
  }

  func handle(_ command: CommandInput) async {
    guard command.name == "resume", let resume else {
      return console.error("the stand-in player list takes no commands")
    }
    await resume()
  }
}
