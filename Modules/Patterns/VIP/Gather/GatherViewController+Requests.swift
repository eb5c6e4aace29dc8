import Domain
import LineUI
import Presentation

/// Each typed line becomes one request to the interactor.
extension GatherViewController {
  func handle(_ command: CommandInput) async {
    do throws(CommandError) {
      switch command.name {
      case "start", "resume":
        try command.expectNoArguments()
        await interactor.changeTimer(request: .start)
      case "pause":
        try command.expectNoArguments()
        await interactor.changeTimer(request: .pause)
      case "timer":
        try command.expectNoArguments()
        await interactor.changeTimer(request: .toggle)
      case "stop":
        try command.expectNoArguments()
        await interactor.changeTimer(request: .stop)
      case "time":
        await interactor.changeTimer(
          request: .time(seconds: try command.reading(GatherInput.seconds)))
      case "halves":
        let (periods, seconds, breakSeconds) = try command.reading(GatherInput.halves)
        await interactor.changeTimer(
          request: .halves(periods: periods, seconds: seconds, breakSeconds: breakSeconds))
      case "goal":
        let (team, number, ownGoal) = try command.reading {
          try GatherInput.goal($0, highestNumber: highestNumber, names: names)
        }
        await interactor.scoreGoal(
          request: .init(team: team, scorerNumber: number, ownGoal: ownGoal))
      case "a", "b", "bench", "swap", "sub":
        await interactor.changeLineUp(
          request: .init(
            change: try command.reading {
              try GatherInput.lineUp(
                command.name, $0, highestNumber: highestNumber, names: names)
            }))
      case "add":
        let (team, text) = try command.reading(GatherInput.latecomer)
        await interactor.addLatecomer(request: .typed(text, team: team))
      case "name":
        let (team, name) = try command.reading(GatherInput.teamName)
        await interactor.renameTeam(request: .init(team: team, name: name))
      case "remove":
        guard command.arguments.count == 1,
          let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
        else { throw CommandError("type 'remove N' with the goal's number from 'goals'") }
        await interactor.removeGoal(request: .init(number: number))
      case "score":
        guard command.arguments.count == 1, let score = Score(typed: command.arguments[0]) else {
          throw CommandError("type the score as Team A-Team B, e.g. 'score 3-2'")
        }
        await interactor.setScore(request: .init(score: score))
      case "undo":
        try command.expectNoArguments()
        await interactor.undoGoal(request: .init())
      case "goals":
        try command.expectNoArguments()
        interactor.showGoalLog(request: .init())
      case "list", "more":
        switch try RowPaging(command, range: listRange) {
        case .list(let first?, let last?, let note):
          if let note { console.line(note) }
          interactor.listLineUp(request: .numbered((first + 1)...(last + 1)))
        case .more: interactor.listLineUp(request: .more)
        default: interactor.listLineUp(request: .first)
        }
      case "end":
        try command.expectNoArguments()
        await interactor.endGather(request: .ask)
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
