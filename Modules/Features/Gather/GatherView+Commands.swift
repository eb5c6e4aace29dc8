import Domain
import LineUI

/// The match screen's commands, the hint line made of them, and the paging commands.
extension GatherView {
  /// The screen's commands, written once: `help`, the "unknown command" error and the
  /// hint line under the screen come from this table.
  static let commandTable = [
    CommandHelp("start", "start or resume the timer (also: resume)", hint: "start|resume"),
    CommandHelp("pause", "pause the timer"),
    CommandHelp("timer", "start or pause the timer, whichever it is not doing"),
    CommandHelp("stop", "stop the timer and reset it to the time last set"),
    CommandHelp("time MM:SS|MM", "set the timer, from 00:01 to 90:00 (time 7 is 07:00)"),
    CommandHelp("halves NxMM [break MM]", "play N periods of MM minutes (or MM:SS) with a break"),
    CommandHelp(
      "goal a|b [N]", "a goal for Team A or B, scored by player N", hint: "goal a|b [og] [N]"),
    CommandHelp(
      "goal a|b og N", "an own goal: player N of the other team scored it", hint: ""),
    CommandHelp("a|b N", "move player N to Team A or Team B", hint: ""),
    CommandHelp("bench N", "move player N to the Bench", hint: ""),
    CommandHelp("swap N M", "players N and M change places", hint: ""),
    CommandHelp(
      "sub OUT IN", "player IN comes on from the Bench for player OUT (kept with the minute)",
      hint: ""),
    CommandHelp(
      "add [a|b] NAME|N",
      "a latecomer joins the Bench (or Team A or B): a roster player by name or by their "
        + "number on the player list, or a guest", hint: ""),
    CommandHelp(
      "name a|b [NAME]", "call Team A or B NAME for this gather ('name a' alone: Team A)"),
    CommandHelp("undo", "remove the last goal"),
    CommandHelp("remove N", "remove goal N of the goal log"),
    CommandHelp("score A-B", "set the score without scorers (adds or removes unnamed goals)"),
    CommandHelp("goals", "show the goal log"),
    CommandHelp(
      "list [A-B]", "show the match again (players A to B of a long line-up)", hint: "list"),
    CommandHelp("more", "show the next 25 players of each long team", hint: ""),
    CommandHelp("end", "end the gather and save the result (asks first)"),
  ]

  /// The line under the screen, from `commands` (written once, there).
  var hint: String { CommandHelp.hintLine(of: commands, then: ["help", "back"]) }

  /// `list`, `list A-B` and `more`: the words the roster and the teams screen page with.
  func handleListing(_ command: CommandInput, presenter: any GatherPresenting)
    async throws(CommandError)
  {
    switch try RowPaging(command, range: listRange) {
    case .list(let first?, let last?, let note):
      if let note { console.line(note) }
      await presenter.didRequestList((first + 1)...(last + 1))
    case .more: await presenter.didRequestMore()
    default: await presenter.didRequestList()
    }
  }

  /// The `A-B` of `list A-B`: player numbers, cut to the highest with a note.
  private func listRange(_ text: String) throws(CommandError) -> (
    range: ClosedRange<Int>, note: String?
  ) {
    try CommandError.checking { try NumberList.listRange(text, in: highestNumber) }
  }
}
