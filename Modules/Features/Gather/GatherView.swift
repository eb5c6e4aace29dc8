import Domain
import LineUI
import Presentation

/// The events the view reports to its presenter.
@MainActor
protocol GatherPresenting: AnyObject {
  func viewDidAppear() async
  /// `list` (the first page of a long line-up), `list A-B` (the players numbered A to B)
  /// and `more` (the next 25 players of each long section).
  func didRequestList() async
  func didRequestList(_ numbers: ClosedRange<Int>) async
  func didRequestMore() async
  func viewDidDisappear() async
  func didRequestTimerToggle() async
  func didRequestTimerStart() async
  func didRequestTimerPause() async
  func didRequestTimerStop() async
  func didRequestSetTime(seconds: Int) async
  func didRequestHalves(periods: Int, seconds: Int, breakSeconds: Int) async
  func didRequestGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async
  /// `a N`, `b N`, `bench N`, `swap N M`, `sub OUT IN`; `add [a|b] NAME|N` (a latecomer).
  func didRequestLineUp(_ request: LineUpRequest) async
  func didRequestLatecomer(_ text: String, to team: Team) async
  func didRequestRename(_ team: Team, to name: String?) async
  func didRequestUndoGoal() async
  func didRequestRemoveGoal(number: Int) async
  func didRequestSetScore(_ score: Score) async
  func didRequestGoalLog() async
  func didRequestEnd() async
  func didRequestLeave() async
  func shouldQuit(atEndOfInput: Bool) async -> Bool
}

/// Shows both teams, the score and the timer; turns each typed line into one presenter
/// call, and prints the running timer's announcements without garbling the prompt.
@MainActor
final class GatherView: ModuleView, ConsoleView, GatherDisplaying {
  let console: Console
  /// The highest player number last shown, to check `goal a N` and `sub N M` before asking
  /// (set by `display`, in `+Display.swift`).
  var highestNumber = 0
  var names: [NumberedName] = []

  init(console: Console) {
    self.console = console
  }

  let prompt = "gather> "

  var commands: [CommandHelp] { Self.commandTable }

  // MARK: Input

  func appear(presenter: any GatherPresenting) async {
    await presenter.viewDidAppear()
  }

  func disappear(presenter: any GatherPresenting) async {
    await presenter.viewDidDisappear()
  }

  func handle(_ command: CommandInput, presenter: any GatherPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "start", "resume":
        try command.expectNoArguments()
        await presenter.didRequestTimerStart()
      case "pause":
        try command.expectNoArguments()
        await presenter.didRequestTimerPause()
      case "timer":
        try command.expectNoArguments()
        await presenter.didRequestTimerToggle()
      case "stop":
        try command.expectNoArguments()
        await presenter.didRequestTimerStop()
      case "time":
        await presenter.didRequestSetTime(seconds: try command.reading(GatherInput.seconds))
      case "halves":
        let (periods, seconds, breakSeconds) = try command.reading(GatherInput.halves)
        await presenter.didRequestHalves(
          periods: periods, seconds: seconds, breakSeconds: breakSeconds)
      case "goal":
        let (team, number, ownGoal) = try command.reading {
          try GatherInput.goal($0, highestNumber: highestNumber, names: names)
        }
        await presenter.didRequestGoal(for: team, scorerNumber: number, ownGoal: ownGoal)
      case "a", "b", "bench", "swap", "sub":
        await presenter.didRequestLineUp(
          try command.reading {
            try GatherInput.lineUp(
              command.name, $0, highestNumber: highestNumber, names: names)
          })
      case "add":
        let (team, text) = try command.reading(GatherInput.latecomer)
        await presenter.didRequestLatecomer(text, to: team)
      case "name":
        let (team, name) = try command.reading(GatherInput.teamName)
        await presenter.didRequestRename(team, to: name)
      case "remove":
        guard command.arguments.count == 1,
          let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
        else { throw CommandError("type 'remove N' with the goal's number from 'goals'") }
        await presenter.didRequestRemoveGoal(number: number)
      case "score":
        guard command.arguments.count == 1, let score = Score(typed: command.arguments[0]) else {
          throw CommandError("type the score as Team A-Team B, e.g. 'score 3-2'")
        }
        await presenter.didRequestSetScore(score)
      case "undo":
        try command.expectNoArguments()
        await presenter.didRequestUndoGoal()
      case "goals":
        try command.expectNoArguments()
        await presenter.didRequestGoalLog()
      case "list", "more": try await handleListing(command, presenter: presenter)
      case "end":
        try command.expectNoArguments()
        await presenter.didRequestEnd()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  func goBack(presenter: any GatherPresenting) async -> BackDecision {
    await presenter.didRequestLeave()
    return .stay
  }

  func shouldQuit(atEndOfInput: Bool, presenter: any GatherPresenting) async -> Bool {
    await presenter.shouldQuit(atEndOfInput: atEndOfInput)
  }
}

/// Tab completes the match's players' names after a command word (`goal a An` Tab:
/// `goal a Ann`), since every command that takes a player's number takes a name too.
extension GatherView {
  func completionWords(presenter: any GatherPresenting) -> [String] { names.map(\.name) }
}
