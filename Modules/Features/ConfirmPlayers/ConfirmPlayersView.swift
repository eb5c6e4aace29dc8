import Domain
import LineUI

/// The events the view reports to its presenter.
@MainActor
protocol ConfirmPlayersPresenting: AnyObject {
  func viewDidAppear() async
  /// `list`: the screen shown again, from the first page of a long section.
  func didRequestList() async
  func didRequestMove(rows: [Int], to team: Team) async
  func didRequestSwap(rows: [Int]) async
  func didRequestRename(_ team: Team, to name: String?) async
  func didRequestBalance(seed: UInt64?) async
  func didRequestTogether(rows: [Int]) async
  func didRequestApart(rows: [Int]) async
  func didRequestPin(row: Int, to team: Team) async
  func didRequestRules() async
  func didRequestClearRules() async
  func didRequestStart() async
  /// `more`: the next players of each long section.
  func didRequestMore() async
  /// `list A-B`: the players numbered A to B.
  func didRequestList(_ numbers: ClosedRange<Int>) async
  /// `share`: the teams as plain text to paste into a chat.
  func didRequestShare() async
  /// `size 7`: players a side, proposing who sits out; `size off` (`nil`): no size.
  func didRequestSize(_ size: Int?) async
}

/// Shows the Bench, Team A and Team B and turns each typed line into one presenter call.
@MainActor
final class ConfirmPlayersView: ModuleView, ConsoleView, ConfirmPlayersDisplaying {
  let console: Console
  /// The number of rows last shown, to check the numbers typed before asking.
  private(set) var rowCount = 0

  init(console: Console) {
    self.console = console
  }

  let prompt = "confirm> "

  var commands: [CommandHelp] { Self.commandTable }

  // MARK: Input

  func appear(presenter: any ConfirmPlayersPresenting) async {
    await presenter.viewDidAppear()
  }

  func handle(_ command: CommandInput, presenter: any ConfirmPlayersPresenting) async {
    do throws(CommandError) {
      switch command.name {
      case "a": await presenter.didRequestMove(rows: try rows(command), to: .teamA)
      case "b": await presenter.didRequestMove(rows: try rows(command), to: .teamB)
      case "bench": await presenter.didRequestMove(rows: try rows(command), to: .bench)
      case "swap": await presenter.didRequestSwap(rows: try pair(command))
      case "name":
        let (team, name) = try teamName(command)
        await presenter.didRequestRename(team, to: name)
      case "balance": await presenter.didRequestBalance(seed: try seed(command))
      case "size": await presenter.didRequestSize(try size(command))
      case "together": await presenter.didRequestTogether(rows: try rows(command))
      case "apart": await presenter.didRequestApart(rows: try rows(command))
      case "pin":
        let (row, team) = try pin(command)
        await presenter.didRequestPin(row: row, to: team)
      case "rules": await presenter.didRequestRules()
      case "clear":
        try command.expectNoArguments()
        await presenter.didRequestClearRules()
      case "list", "more", "share": try await handleListing(command, presenter: presenter)
      // `start` was this command's word; on the match screen it starts the timer, so the
      // teams screen says `play`, and takes `start` only so that old scripts keep working.
      case "play", "start":
        try command.expectNoArguments()
        await presenter.didRequestStart()
      default: throw .unknown(command.name, commands: commands)
      }
    } catch {
      console.error(error.message)
    }
  }

  /// 0-based rows from `1 3 5-7`.
  private func rows(_ command: CommandInput) throws(CommandError) -> [Int] {
    try CommandError.checking { try NumberList.numbers(command.arguments, in: rowCount) }
      .map { $0 - 1 }
  }

  /// Two different 0-based numbers from `3 7`.
  private func pair(_ command: CommandInput) throws(CommandError) -> [Int] {
    let numbers = try rows(command)
    guard numbers.count == 2, numbers[0] != numbers[1] else {
      throw CommandError("type 'swap N N' with two players' numbers, e.g. 'swap 3 7'")
    }
    return numbers
  }

  private func seed(_ command: CommandInput) throws(CommandError) -> UInt64? {
    guard let word = command.arguments.first else { return nil }
    guard command.arguments.count == 1, let seed = try? WholeNumber.parse(word, in: 0...Int.max)
    else {
      throw CommandError("the seed is a whole number from 0 to \(Int.max), e.g. 'balance 42'")
    }
    return UInt64(seed)
  }

  /// `a Red Bibs` as Team A and "Red Bibs"; `a` alone as Team A and no name.
  private func teamName(_ command: CommandInput) throws(CommandError) -> (Team, String?) {
    let teams = ["a": Team.teamA, "b": Team.teamB]
    guard let letter = command.arguments.first, let team = teams[letter.lowercased()] else {
      throw CommandError("type 'name a NAME' or 'name b NAME', e.g. 'name a Bibs'")
    }
    let name = command.arguments.dropFirst().joined(separator: " ")
    return (team, name.isEmpty ? nil : name)
  }

  private func pin(_ command: CommandInput) throws(CommandError) -> (Int, Team) {
    let teams = ["a": Team.teamA, "b": Team.teamB]
    guard command.arguments.count == 2, let team = teams[command.arguments[1].lowercased()] else {
      throw CommandError("type 'pin N a' or 'pin N b'")
    }
    let number = try CommandError.checking {
      try NumberList.number(command.arguments[0], in: rowCount)
    }
    return (number - 1, team)
  }

  // MARK: Output

  func display(_ viewModel: ConfirmPlayersViewModel) {
    let rows = viewModel.sections.flatMap(\.rows)
    rowCount = viewModel.playerCount ?? rows.count
    let table = TextTable(
      columns: [.init("#", alignment: .right), .init("Name"), .init("Pos"), .init("Skill")],
      rows: rows.map { [$0.number, $0.name, $0.position, $0.skill] }
    ).render(width: console.columns)
    displayTitle(viewModel.title)
    console.line(table[0])
    var rendered = table.dropFirst()
    for section in viewModel.sections {
      console.line(section.title)
      console.lines(Array(rendered.prefix(section.rows.count)))
      rendered = rendered.dropFirst(section.rows.count)
    }
    if let chances = viewModel.chances { console.line(chances) }
    console.hint(hint)
  }
}
