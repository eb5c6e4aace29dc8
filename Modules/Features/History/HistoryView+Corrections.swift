import Domain
import LineUI

/// Reads the corrections typed after `edit N`: `score 3-2`, `remove 2`, `goal a og 3`,
/// `minute 2 17`, `scorer 2 5`, `name a Bibs`, `date 2027-01-08`, and the line-up's
/// (`HistoryView+LineUpCorrections.swift`).
extension HistoryView {
  static let correctionUsage =
    "type 'edit N score A-B', 'edit N remove G', 'edit N goal a|b [og] P', "
    + "'edit N minute G M', 'edit N scorer G P', 'edit N name a|b NAME', "
    + "'edit N date YYYY-MM-DD', 'edit N move P a|b|bench', 'edit N add a|b N' or "
    + "'edit N drop P'"

  static func correction(_ words: [String]) throws(CommandError) -> GatherCorrection? {
    guard let verb = words.first?.lowercased() else { return nil }
    let rest = Array(words.dropFirst())
    switch verb {
    case "score":
      guard rest.count == 1, let score = Score(typed: rest[0]) else {
        throw CommandError("type the score as Team A-Team B, e.g. 'edit 1 score 3-2'")
      }
      return .score(score)
    case "remove":
      guard rest.count == 1, let number = try? WholeNumber.parse(rest[0], in: 1...Int.max) else {
        throw CommandError("type 'edit N remove G' with the goal's number 'edit N' shows")
      }
      return .remove(goal: number)
    case "goal":
      let teams = ["a": Team.teamA, "b": Team.teamB]
      var args = rest.map { $0.lowercased() }
      let ownGoal = args.count == 3 && args[1] == "og"
      if ownGoal { args.remove(at: 1) }
      let player = args.count == 2 ? try? WholeNumber.parse(args[1], in: 1...Int.max) : nil
      guard (1...2).contains(args.count), let team = teams[args[0]],
        args.count == 1 || player != nil
      else { throw CommandError(correctionUsage) }
      return .goal(team, player: player, ownGoal: ownGoal)
    case "minute", "scorer":
      let numbers = rest.compactMap { try? WholeNumber.parse($0, in: 1...Int.max) }
      guard rest.count == 2, numbers.count == 2, verb == "scorer" || numbers[1] <= 120 else {
        throw CommandError(
          verb == "minute"
            ? "type 'edit N minute G M': goal G (as 'edit N' numbers it) in minute M, 1 to 120"
            : "type 'edit N scorer G P': goal G scored by player P of the line-up 'edit N' shows")
      }
      return verb == "minute"
        ? .minute(goal: numbers[0], minute: numbers[1])
        : .scorer(goal: numbers[0], player: numbers[1])
    case "move", "a", "b", "bench":
      return try lineUpMove(verb, rest)
    case "add":
      return try lineUpJoin(rest)
    case "drop":
      guard rest.count == 1, let number = try? WholeNumber.parse(rest[0], in: 1...Int.max) else {
        throw CommandError("type 'edit N drop P' with the player's number 'edit N' shows")
      }
      return .drop(player: number)
    case "date":
      guard rest.count == 1 else { throw CommandError("type 'edit N date YYYY-MM-DD'") }
      return .date(try CommandError.checking { try PlayedGatherEntry.day(rest[0]) })
    case "name":
      let teams = ["a": Team.teamA, "b": Team.teamB]
      guard let letter = rest.first?.lowercased(), let team = teams[letter] else {
        throw CommandError("type 'edit N name a NAME' or 'edit N name b NAME'")
      }
      let name = rest.dropFirst().joined(separator: " ")
      return .teamName(team, name.isEmpty ? nil : name)
    default:
      throw CommandError(correctionUsage)
    }
  }
}
