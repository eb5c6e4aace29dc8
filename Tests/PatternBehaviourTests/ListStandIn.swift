import LineUI

/// The screen a pushed screen goes back to (the player list), standing in for it: it
/// says when it shows again, so `back` and a finished edit are part of the transcript.
@MainActor
final class ListStandIn: Screen {
  private let console: Console

  init(console: Console) {
    self.console = console
  }

  let prompt = "players> "
  let commands: [CommandHelp] = []

  func appear() async {
    console.line("parent: the player list shows")
  }

  func handle(_ command: CommandInput) async {
    console.error("the stand-in player list takes no commands")
  }
}
