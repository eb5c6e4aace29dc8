import Domain
import LineUI
import Presentation

/// Each typed line becomes one action of the controller.
extension GatherViewController {
  public func handle(_ command: CommandInput) async {
    do throws(CommandError) {
      switch command.name {
      case "start", "resume":
        try command.expectNoArguments()
        await startTimer()
      case "pause":
        try command.expectNoArguments()
        await pauseTimer()
      case "timer":
        try command.expectNoArguments()
        await toggleTimer()
      case "stop":
        try command.expectNoArguments()
        await stopTimer()
      case "time": await setTime(seconds: try command.reading(GatherInput.seconds))
      case "halves":
        let (periods, seconds, breakSeconds) = try command.reading(GatherInput.halves)
        await setHalves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
      case "goal":
        let (team, number, ownGoal) = try command.reading {
          try GatherInput.goal($0, highestNumber: highestNumber, names: names)
        }
        await scoreGoal(for: team, scorerNumber: number, ownGoal: ownGoal)
      case "a", "b", "bench", "swap", "sub":
        await changeLineUp(
          try command.reading {
            try GatherInput.lineUp(
              command.name, $0, highestNumber: highestNumber, names: names)
          })
      case "add":
        let (team, text) = try command.reading(GatherInput.latecomer)
        await addLatecomer(text, to: team)
      case "name":
        let (team, name) = try command.reading(GatherInput.teamName)
        await rename(team, to: name)
      case "remove":
        guard command.arguments.count == 1,
          let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
        else { throw CommandError("type 'remove N' with the goal's number from 'goals'") }
        await removeGoal(number: number)
      case "score":
        guard command.arguments.count == 1, let score = Score(typed: command.arguments[0]) else {
          throw CommandError("type the score as Team A-Team B, e.g. 'score 3-2'")
        }
        await setScore(score)
      case "undo":
        try command.expectNoArguments()
        await undoGoal()
      case "goals":
        try command.expectNoArguments()
        showGoalLog()
      case "list", "more":
        guard let paging = try RowPaging(command, range: listRange) else { return }
        if case .list(_, _, let note?) = paging { console.line(note) }
        list(paging)
      case "end":
        try command.expectNoArguments()
        await endGather()
      default: throw .unknown(command.name, commands: Self.commandTable)
      }
    } catch {
      console.error(error.message)
    }
  }

  /// The `A-B` of `list A-B`: player numbers, cut to the highest with a note.
  private func listRange(_ text: String) throws(CommandError) -> (
    range: ClosedRange<Int>, note: String?
  ) {
    try CommandError.checking { try NumberList.listRange(text, in: highestNumber) }
  }
}
