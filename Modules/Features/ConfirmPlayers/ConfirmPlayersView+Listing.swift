import Domain
import LineUI

/// `list`, `list A-B`, `more` and `share`: what of the teams the screen lists or prints.
extension ConfirmPlayersView {
  func handleListing(_ command: CommandInput, presenter: any ConfirmPlayersPresenting)
    async throws(CommandError)
  {
    switch command.name {
    case "more":
      try command.expectNoArguments()
      await presenter.didRequestMore()
    case "share":
      try command.expectNoArguments()
      await presenter.didRequestShare()
    default:
      guard let range = command.arguments.first else { return await presenter.didRequestList() }
      guard command.arguments.count == 1 else { throw CommandError("type 'list' or 'list A-B'") }
      let (numbers, note) = try CommandError.checking {
        try NumberList.listRange(range, in: rowCount)
      }
      if let note { console.line(note) }
      await presenter.didRequestList(numbers)
    }
  }
}
