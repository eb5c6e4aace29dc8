import Domain
import LineUI
import Presentation

/// The events the view reports to its presenter.
@MainActor
protocol GatherPresenterProtocol: AnyObject {
  func viewDidAppear() async
  func viewDidDisappear()
  func toggleTimer() async
  func startTimer() async
  func pauseTimer() async
  func stopTimer() async
  func setTime(seconds: Int) async
  func setHalves(periods: Int, seconds: Int, breakSeconds: Int) async
  func scoreGoal(for team: Team, scorerNumber: Int?, ownGoal: Bool) async
  /// `a N`, `b N`, `bench N`, `swap N M`, `sub OUT IN`, by the numbers shown.
  func changeLineUp(_ request: LineUpRequest) async
  /// `add [a|b] NAME|N`: a latecomer from the roster, or a guest, joins `team`.
  func addLatecomer(_ text: String, to team: Team) async
  func rename(_ team: Team, to name: String?) async
  func undoGoal() async
  func removeGoal(number: Int) async
  func setScore(_ score: Score) async
  func showGoalLog()
  /// `list`: the match again, from the first page of a long line-up.
  func list()
  /// `list A-B`: the players numbered A to B.
  func list(_ numbers: ClosedRange<Int>)
  /// `more`: the next 25 players of each long section.
  func more()
  func endGather() async
  func leaveGather() async
  func shouldQuit(atEndOfInput: Bool) async -> Bool
}

/// How the view reaches its view controller, which hands every way out to its coordinator.
@MainActor
protocol GatherViewDelegate: AnyObject {
  func didEndGather(_ gather: Gather) async
  func didLeaveGather() async
}

/// The match screen's view in MVP-C: turns each typed line into one presenter call and
/// shows exactly what the presenter tells it.
@MainActor
final class GatherView: ConsoleView, GatherViewProtocol {
  let console: Console
  /// The view controller, which takes the screen away when the match is over.
  weak var delegate: (any GatherViewDelegate)?
  /// The highest player number last shown, to check `goal a N` before asking.
  private(set) var highestNumber = 0
  private(set) var names: [NumberedName] = []

  init(console: Console) {
    self.console = console
  }

  let prompt = "gather> "

  func handle(_ command: CommandInput, presenter: any GatherPresenterProtocol) async {
    do throws(CommandError) {
      switch command.name {
      case "start", "resume":
        try command.expectNoArguments()
        await presenter.startTimer()
      case "pause":
        try command.expectNoArguments()
        await presenter.pauseTimer()
      case "timer":
        try command.expectNoArguments()
        await presenter.toggleTimer()
      case "stop":
        try command.expectNoArguments()
        await presenter.stopTimer()
      case "time": await presenter.setTime(seconds: try command.reading(GatherInput.seconds))
      case "halves":
        let (periods, seconds, breakSeconds) = try command.reading(GatherInput.halves)
        await presenter.setHalves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
      case "goal":
        let (team, number, ownGoal) = try command.reading {
          try GatherInput.goal($0, highestNumber: highestNumber, names: names)
        }
        await presenter.scoreGoal(for: team, scorerNumber: number, ownGoal: ownGoal)
      case "a", "b", "bench", "swap", "sub":
        await presenter.changeLineUp(
          try command.reading {
            try GatherInput.lineUp(
              command.name, $0, highestNumber: highestNumber, names: names)
          })
      case "add":
        let (team, text) = try command.reading(GatherInput.latecomer)
        await presenter.addLatecomer(text, to: team)
      case "name":
        let (team, name) = try command.reading(GatherInput.teamName)
        await presenter.rename(team, to: name)
      case "remove":
        guard command.arguments.count == 1,
          let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
        else { throw CommandError("type 'remove N' with the goal's number from 'goals'") }
        await presenter.removeGoal(number: number)
      case "score":
        guard command.arguments.count == 1, let score = Score(typed: command.arguments[0]) else {
          throw CommandError("type the score as Team A-Team B, e.g. 'score 3-2'")
        }
        await presenter.setScore(score)
      case "undo":
        try command.expectNoArguments()
        await presenter.undoGoal()
      case "goals":
        try command.expectNoArguments()
        presenter.showGoalLog()
      case "list", "more":
        switch try RowPaging(command, range: listRange) {
        case .list(let first?, let last?, let note):
          if let note { console.line(note) }
          presenter.list((first + 1)...(last + 1))
        case .more: presenter.more()
        default: presenter.list()
        }
      case "end":
        try command.expectNoArguments()
        await presenter.endGather()
      default: throw .unknown(command.name, commands: Self.commandTable)
      }
    } catch {
      console.error(error.message)
    }
  }

  // MARK: What the presenter tells it

  func display(_ content: GatherContent) {
    highestNumber = content.highestNumber
    names = content.names
    Self.render(content, on: console)
  }

  func showMessage(_ message: String) { displayMessage(message) }
  func showLines(_ lines: [String]) { displayLines(lines) }
  func handleError(_ message: String) { displayError(message) }
  func announce(_ text: String, bell: Bool) { console.announce(text, bell: bell) }

  func handleSuccessfulEndGather(_ gather: Gather) async {
    await delegate?.didEndGather(gather)
  }

  func handleLeftGather() async {
    await delegate?.didLeaveGather()
  }
}
