import Domain
import LineUI

/// Each typed line becomes one request to the view model, whose answer is shown.
extension GatherViewController {
  public func handle(_ command: CommandInput) async {
    do throws(CommandError) {
      switch command.name {
      case "start", "resume":
        try command.expectNoArguments()
        show(await viewModel.startTimer())
      case "pause":
        try command.expectNoArguments()
        show(await viewModel.pauseTimer())
      case "timer":
        try command.expectNoArguments()
        show(await viewModel.toggleTimer())
      case "stop":
        try command.expectNoArguments()
        show(await viewModel.stopTimer())
      case "time": show(await viewModel.setTime(seconds: try command.reading(GatherInput.seconds)))
      case "halves":
        let (periods, seconds, breakSeconds) = try command.reading(GatherInput.halves)
        var reset = false
        if let question = viewModel.resetQuestion(
          periods: periods, seconds: seconds, breakSeconds: breakSeconds)
        {
          reset = await console.confirmReset(question)
        }
        show(
          await viewModel.setHalves(
            periods: periods, seconds: seconds, breakSeconds: breakSeconds, resettingClock: reset))
      case "goal":
        let (team, number, ownGoal) = try command.reading {
          try GatherInput.goal($0, highestNumber: highestNumber, names: names)
        }
        show(await viewModel.scoreGoal(for: team, scorerNumber: number, ownGoal: ownGoal))
      case "a", "b", "bench", "swap", "sub":
        show(
          await viewModel.changeLineUp(
            try command.reading {
              try GatherInput.lineUp(
                command.name, $0, highestNumber: highestNumber, names: names)
            }))
      case "add":
        let (team, text) = try command.reading(GatherInput.latecomer)
        await addLatecomer(text, to: team)
      case "name":
        let (team, name) = try command.reading(GatherInput.teamName)
        show(await viewModel.rename(team, to: name))
      case "remove":
        guard command.arguments.count == 1,
          let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
        else { throw CommandError("type 'remove N' with the goal's number from 'goals'") }
        show(await viewModel.removeGoal(number: number))
      case "score":
        guard command.arguments.count == 1, let score = Score(typed: command.arguments[0]) else {
          throw CommandError("type the score as Team A-Team B, e.g. 'score 3-2'")
        }
        show(await viewModel.setScore(score))
      case "undo":
        try command.expectNoArguments()
        show(await viewModel.undoGoal())
      case "goals":
        try command.expectNoArguments()
        show([.lines(viewModel.goalLog)])
      case "list", "more":
        switch try RowPaging(command, range: listRange) {
        case .list(let first?, let last?, let note):
          if let note { console.line(note) }
          show(viewModel.list((first + 1)...(last + 1)))
        case .more: show(viewModel.more())
        default: show(viewModel.list())
        }
      case "end":
        try command.expectNoArguments()
        await end()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  /// `add Fay`: shows what the view model answers, asking its guest question first when it
  /// has one.
  private func addLatecomer(_ text: String, to team: Team) async {
    switch await viewModel.addLatecomer(text, to: team) {
    case .show(let feedback): show(feedback)
    case .askGuest(let question, let name):
      let agreed = await console.confirm(question)
      show(await viewModel.addGuest(named: name, to: team, agreed: agreed))
    }
  }

  /// The `A-B` of `list A-B`: player numbers, cut to the highest with a note.
  private func listRange(_ text: String) throws(CommandError) -> (
    range: ClosedRange<Int>, note: String?
  ) {
    try CommandError.checking { try NumberList.listRange(text, in: highestNumber) }
  }

  /// `end`: asks first, then saves the result and goes back to the player list.
  private func end() async {
    guard await console.confirm(viewModel.endQuestion) else { return show(viewModel.goesOn) }
    let (feedback, ended) = await viewModel.endGather()
    show(feedback)
    if let ended { await delegate?.gatherViewController(didEnd: ended) }
  }
}

/// Tab completes the match's players' names after a command word (`goal a An` Tab:
/// `goal a Ann`), since every command that takes a player's number takes a name too.
extension GatherViewController {
  public var completion: LineCompletion {
    LineCompletion(commands: commands, argumentWords: names.map(\.name))
  }
}
