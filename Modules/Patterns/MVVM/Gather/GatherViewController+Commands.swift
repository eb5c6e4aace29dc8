import Domain
import LineUI
import Presentation

/// Each typed line becomes one input of the view model; its outputs show what came of it.
extension GatherViewController {
  public func handle(_ command: CommandInput) async {
    do throws(CommandError) {
      switch command.name {
      case "list", "more":
        switch try RowPaging(command, range: listRange) {
        case .list(let first?, let last?, let note):
          if let note { console.line(note) }
          viewModel.didEnter(listing: (first + 1)...(last + 1))
        case .more: viewModel.didEnterMore()
        default: viewModel.didEnter(listing: nil)
        }
      default:
        await viewModel.didEnter(try typed(command))
        await answerAndMoveOn()
      }
    } catch {
      console.error(error.message)
    }
  }

  /// The view model's command for the line typed, or why the line is not one.
  private func typed(_ command: CommandInput) throws(CommandError) -> GatherViewModel.Command {
    switch command.name {
    case "start", "resume": return try alone(.start, command)
    case "pause": return try alone(.pause, command)
    case "timer": return try alone(.timer, command)
    case "stop": return try alone(.stop, command)
    case "undo": return try alone(.undo, command)
    case "goals": return try alone(.goals, command)
    case "end": return try alone(.end, command)
    case "time": return .time(seconds: try command.reading(GatherInput.seconds))
    case "halves":
      let (periods, seconds, breakSeconds) = try command.reading(GatherInput.halves)
      return .halves(periods: periods, seconds: seconds, breakSeconds: breakSeconds)
    case "goal":
      let (team, number, ownGoal) = try command.reading {
        try GatherInput.goal($0, highestNumber: highestNumber, names: names)
      }
      return .goal(team, scorerNumber: number, ownGoal: ownGoal)
    case "a", "b", "bench", "swap", "sub":
      return .lineUp(
        try command.reading {
          try GatherInput.lineUp(command.name, $0, highestNumber: highestNumber, names: names)
        })
    case "add":
      let (team, text) = try command.reading(GatherInput.latecomer)
      return .add(text, to: team)
    case "name":
      let (team, name) = try command.reading(GatherInput.teamName)
      return .name(team, to: name)
    case "remove":
      guard command.arguments.count == 1,
        let number = try? WholeNumber.parse(command.arguments[0], in: 1...Int.max)
      else { throw CommandError("type 'remove N' with the goal's number from 'goals'") }
      return .remove(goal: number)
    case "score":
      guard command.arguments.count == 1, let score = Score(typed: command.arguments[0]) else {
        throw CommandError("type the score as Team A-Team B, e.g. 'score 3-2'")
      }
      return .score(score)
    default: throw .unknown(command.name, commands: commands)
    }
  }

  /// `command`, when nothing was typed after the command word.
  private func alone(_ command: GatherViewModel.Command, _ input: CommandInput)
    throws(CommandError) -> GatherViewModel.Command
  {
    try input.expectNoArguments()
    return command
  }

  /// The `A-B` of `list A-B`: player numbers, cut to the highest with a note.
  private func listRange(_ text: String) throws(CommandError) -> (
    range: ClosedRange<Int>, note: String?
  ) {
    try CommandError.checking { try NumberList.listRange(text, in: highestNumber) }
  }
}

/// Tab completes the match's players' names after a command word (`goal a An` Tab:
/// `goal a Ann`), since every command that takes a player's number takes a name too.
extension GatherViewController {
  public var completion: LineCompletion {
    LineCompletion(commands: commands, argumentWords: names.map(\.name))
  }
}
