import Domain
import LineUI
import Presentation

extension GatherViewController {
  /// The commands of the match screen, for `help` and for "unknown command" errors.
  static let commandTable = [
    CommandHelp("start", "start or resume the timer (also: resume)"),
    CommandHelp("pause", "pause the timer"),
    CommandHelp("timer", "start or pause the timer, whichever it is not doing"),
    CommandHelp("stop", "stop the timer and reset it to the time last set"),
    CommandHelp("time MM:SS|MM", "set the timer, from 00:01 to 90:00 (time 7 is 07:00)"),
    CommandHelp("halves NxMM [break MM]", "play N periods of MM minutes (or MM:SS) with a break"),
    CommandHelp("goal a|b [N]", "a goal for Team A or B, scored by player N"),
    CommandHelp("goal a|b og N", "an own goal: player N of the other team scored it"),
    CommandHelp("a|b N", "move player N to Team A or Team B"),
    CommandHelp("bench N", "move player N to the Bench"),
    CommandHelp("swap N M", "players N and M change places"),
    CommandHelp(
      "sub OUT IN", "player IN comes on from the Bench for player OUT (kept with the minute)"),
    CommandHelp(
      "add [a|b] NAME|N",
      "a latecomer joins the Bench (or Team A or B): a roster player by name or by their "
        + "number on the player list, or a guest"),
    CommandHelp(
      "name a|b [NAME]", "call Team A or B NAME for this gather ('name a' alone: Team A)"),
    CommandHelp("undo", "remove the last goal"),
    CommandHelp("remove N", "remove goal N of the goal log"),
    CommandHelp("score A-B", "set the score without scorers (adds or removes unnamed goals)"),
    CommandHelp("goals", "show the goal log"),
    CommandHelp("list [A-B]", "show the match again (players A to B of a long line-up)"),
    CommandHelp("more", "show the next 25 players of each long team"),
    CommandHelp("end", "end the gather and save the result (asks first)"),
  ]

  /// Writes the title, both teams as one table cut in two, the timer and the hint.
  /// After a change on a line-up too long to list whole, only the timer line.
  static func render(_ content: GatherContent, on console: Console) {
    guard content.listsTeams else { return console.line(content.timer) }
    let rows = content.sections.flatMap(\.rows)
    var table = TextTable(
      columns: [.init("#", alignment: .right), .init("Name"), .init("Pos")],
      rows: rows.map { [$0.number, $0.name, $0.position] }
    ).render(width: console.columns).dropFirst()
    console.line()
    console.title(content.title)
    for section in content.sections {
      console.line(section.title)
      console.lines(Array(table.prefix(section.rows.count)))
      table = table.dropFirst(section.rows.count)
    }
    console.line(content.timer)
    console.hint(content.hint)
  }
}
