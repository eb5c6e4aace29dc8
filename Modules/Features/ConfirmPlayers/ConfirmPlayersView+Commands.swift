import Domain
import LineUI

/// The teams screen's commands, the hint line made of them, and what `size` takes.
extension ConfirmPlayersView {
  /// The screen's commands, written once: `help`, the "unknown command" error and the
  /// hint line under the screen come from this table.
  static let commandTable = [
    CommandHelp("a N..", "move players to Team A (e.g. a 1 3 5-7)", hint: "a|b|bench N.."),
    CommandHelp("b N..", "move players to Team B", hint: ""),
    CommandHelp(
      "bench N..", "sit players out: to the Bench, which balance leaves out", hint: ""),
    CommandHelp("swap N N", "exchange the sides of two players (e.g. swap 3 7)"),
    CommandHelp(
      "name a|b [NAME]", "call Team A or B NAME for this gather ('name a' alone: Team A)"),
    CommandHelp("balance [SEED]", "split everyone into two even teams"),
    CommandHelp(
      "size N|off",
      "N a side (e.g. size 7) proposes who sits out; 'size off': all play, benched too",
      hint: ""),
    CommandHelp("together N N..", "balance keeps these players on one team", hint: "together"),
    CommandHelp("apart N N", "balance puts these two on different teams", hint: "apart"),
    CommandHelp("pin N a|b", "balance keeps player N on Team A or B", hint: "pin"),
    CommandHelp("rules", "list the rules for balance"),
    CommandHelp("clear", "remove every rule"),
    CommandHelp(
      "list [A-B]", "show the teams again (players A to B of a long list)", hint: "list"),
    CommandHelp("more", "show the next 25 players of each long list", hint: ""),
    CommandHelp(
      "share", "the teams as plain text to paste into a chat (no skills, no numbers)", hint: ""),
    CommandHelp("play", "start the gather with both teams (then 'start' runs the timer)"),
  ]

  /// The line under the screen, from `commands` (written once, there).
  var hint: String { CommandHelp.hintLine(of: commands, then: ["help", "back"]) }

  /// Players a side from `size 7`; `nil` from `size off`.
  func size(_ command: CommandInput) throws(CommandError) -> Int? {
    let refusal = CommandError(
      "type 'size N' with the players a side, e.g. 'size 7' for 7-a-side, or 'size off'")
    guard command.arguments.count == 1, let word = command.arguments.first else { throw refusal }
    if word.lowercased() == "off" { return nil }
    guard let size = try? WholeNumber.parse(word, in: 1...Self.largestSize) else { throw refusal }
    return size
  }

  /// The most players a side `size` takes.
  static let largestSize = 50_000
}
